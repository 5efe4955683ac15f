import Foundation
import SpecKit

final class ShardingSpec: Spec {
    override func spec() {
        describe("sharding") {
            // Three spec classes of uneven sizes, with pending examples, as a package's run has.
            let specs = [
                SuiteSpec(name: "Samples.LargeSpec") {
                    for group in 0..<3 {
                        describe("group \(group)") {
                            for example in 0..<7 { it("example \(example)") {} }
                        }
                    }
                    xit("waits") {}
                },
                SuiteSpec(name: "Samples.SmallSpec") {
                    it("one") {}
                    it("two") {}
                    pending("three")
                },
                SuiteSpec(name: "Samples.SingleSpec") { it("alone") {} },
            ]

            it("deals every example to exactly one of N shards, for N from 1 to 8, differing by at most one example") {
                let whole = try await SpecRunner.runSuite(specs)
                expect(whole.records.count) == 26
                for count in 1...8 {
                    var union: [ExampleKey] = []
                    var ranCounts: [Int] = []
                    var totals: [Int] = []
                    for index in 1...count {
                        let shard = try await SpecRunner.runSuite(specs, environment: ["SPECKIT_SHARD": "\(index)/\(count)"])
                        union += shard.keys
                        ranCounts.append(shard.ran.count)
                        totals.append(shard.records.count)
                    }
                    expect(union.sorted()) == whole.keys.sorted()
                    expect((ranCounts.max() ?? 0) - (ranCounts.min() ?? 0)).to(beLessThanOrEqualTo(1))
                    expect((totals.max() ?? 0) - (totals.min() ?? 0)).to(beLessThanOrEqualTo(1))
                }
            }

            it("deals the same with Bazel's variables, counting shards from 0") {
                for index in 0..<3 {
                    let bazel = try await SpecRunner.runSuite(specs, environment: ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "\(index)"])
                    let speckit = try await SpecRunner.runSuite(specs, environment: ["SPECKIT_SHARD": "\(index + 1)/3"])
                    expect(bazel.keys) == speckit.keys
                }
            }

            it("deals by the examples' names, so a shard holds the same examples in every process") {
                let first = try await SpecRunner.runSuite(specs, environment: ["SPECKIT_SHARD": "2/4"])
                let reordered = try await SpecRunner.runSuite(specs.reversed(), environment: ["SPECKIT_SHARD": "2/4"])
                expect(Set(first.keys)) == Set(reordered.keys)
            }

            it("runs a spec's examples of the shard in declaration order") {
                let shard = try await SpecRunner.runSuite(specs, environment: ["SPECKIT_SHARD": "1/2"])
                let large = shard.records.filter { $0.spec == "Samples.LargeSpec" }.map(\.example.path)
                expect(large) == large.sorted { $0.lexicographicallyPrecedes($1) }
            }

            it("touches TEST_SHARD_STATUS_FILE, as Bazel expects of a runner that shards") {
                let path = FileManager.default.temporaryDirectory.appendingPathComponent("speckit-shard-status-\(UUID().uuidString)").path
                defer { try? FileManager.default.removeItem(atPath: path) }
                _ = try await SpecRunner.runSuite(
                    specs,
                    environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "1", "TEST_SHARD_STATUS_FILE": path]
                )
                expect(FileManager.default.fileExists(atPath: path)) == true
            }

            context("when an example is focused in one spec class") {
                let focused =
                    specs + [
                        SuiteSpec(name: "Samples.FocusedSpec") {
                            fit("focused one") {}
                            fit("focused two") {}
                            it("left out") {}
                        }
                    ]

                it("runs only the focused examples, whichever shard they land in") {
                    var ran: [String] = []
                    var skipped: [ExampleKey] = []
                    for index in 1...4 {
                        let shard = try await SpecRunner.runSuite(focused, environment: ["SPECKIT_SHARD": "\(index)/4"])
                        ran += shard.ran.map(\.example.name)
                        skipped += shard.records.filter { $0.outcome == .skipped(.notFocused) }.map(\.key)
                        // A shard that holds no focused example runs nothing rather than its unfocused ones.
                        expect(shard.ran).to(allPass { $0.spec == "Samples.FocusedSpec" })
                    }
                    expect(ran.sorted()) == ["focused one", "focused two"]
                    expect(skipped.count) == 25
                    expect(Set(skipped).count) == 25
                }
            }
        }

        describe("the settings") {
            it("reads SPECKIT_SHARD as i/n counting from 1") {
                expect(try RunSettings(environment: ["SPECKIT_SHARD": "2/4"]).shard) == Shard(index: 1, count: 4)
            }

            it("prefers SPECKIT_SHARD to Bazel's variables") {
                let settings = try RunSettings(environment: ["SPECKIT_SHARD": "1/2", "TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "3"])
                expect(settings.shard) == Shard(index: 0, count: 2)
            }

            it("refuses shards that do not exist, saying what to write") {
                expect { try RunSettings(environment: ["SPECKIT_SHARD": "0/4"]) }.to(
                    throwError { (error: RunSettingsError) in
                        expect(error.description) == "SPECKIT_SHARD=0/4: the shard must be from 1 to 4"
                    }
                )
                expect { try RunSettings(environment: ["SPECKIT_SHARD": "two"]) }.to(
                    throwError { (error: RunSettingsError) in
                        expect(error.description) == "SPECKIT_SHARD=two: expected i/n, the i-th of n shards counting from 1, such as 2/4"
                    }
                )
                expect { try RunSettings(environment: ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "4"]) }.to(
                    throwError { (error: RunSettingsError) in
                        expect(error.description) == "TEST_SHARD_INDEX=4: the shard must be from 0 to 3"
                    }
                )
                expect { try RunSettings(environment: ["TEST_TOTAL_SHARDS": "4"]) }.to(throwError(errorType: RunSettingsError.self))
                expect { try RunSettings(environment: ["TEST_TOTAL_SHARDS": "0", "TEST_SHARD_INDEX": "0"]) }.to(
                    throwError(errorType: RunSettingsError.self)
                )
                expect { try RunSettings(environment: ["SPECKIT_RERUN_FAILED": "maybe"]) }.to(throwError(errorType: RunSettingsError.self))
            }
        }
    }
}
