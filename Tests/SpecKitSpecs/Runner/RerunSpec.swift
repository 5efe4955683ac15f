import Foundation
import SpecKit

final class RerunSpec: Spec {
    override func spec() {
        describe("SPECKIT_RERUN_FAILED") {
            let build = FileManager.default.temporaryDirectory.appendingPathComponent("speckit-rerun-\(UUID().uuidString)").path
            let fixed = SharedValue(false)
            let specs = [
                SuiteSpec(name: "Samples.RerunSpec") {
                    it("passes") {}
                    it("stays broken") { expect(1) == 2 }
                    it("gets fixed") { expect(fixed.value) == true }
                },
                SuiteSpec(name: "Samples.OtherSpec") { it("passes too") {} },
            ]
            beforeEach { fixed.set(false) }
            afterEach { try? FileManager.default.removeItem(atPath: build) }

            it("runs only the examples that failed in the previous run") {
                let first = try await SpecRunner.runSuite(specs, buildDirectory: build)
                expect(first.ran.count) == 4
                fixed.set(true)
                let rerun = try await SpecRunner.runSuite(specs, environment: ["SPECKIT_RERUN_FAILED": "1"], buildDirectory: build)
                expect(rerun.ran.map(\.example.name)) == ["stays broken", "gets fixed"]
                expect(rerun.records.filter { $0.outcome == .failed }.map(\.example.name)) == ["stays broken"]
                let again = try await SpecRunner.runSuite(specs, environment: ["SPECKIT_RERUN_FAILED": "1"], buildDirectory: build)
                expect(again.ran.map(\.example.name)) == ["stays broken"]
            }

            it("keeps the list in speckit/failed-examples.json under the build folder") {
                _ = try await SpecRunner.runSuite(specs, buildDirectory: build)
                let file = FailedExamplesFile(buildDirectory: build)
                expect(file.path) == build + "/speckit/failed-examples.json"
                expect(try file.read()) == [
                    ExampleKey(spec: "Samples.RerunSpec", name: "stays broken"),
                    ExampleKey(spec: "Samples.RerunSpec", name: "gets fixed"),
                ]
            }

            it("keeps the failures of examples a shard or a filter did not run") {
                _ = try await SpecRunner.runSuite(specs, buildDirectory: build)
                fixed.set(true)
                _ = try await SpecRunner.runSuite(specs, environment: ["SPECKIT_FILTER": "fixed"], buildDirectory: build)
                expect(try FailedExamplesFile(buildDirectory: build).read()) == [ExampleKey(spec: "Samples.RerunSpec", name: "stays broken")]
            }

            it("runs nothing when nothing failed") {
                let rerun = try await SpecRunner.runSuite(specs, environment: ["SPECKIT_RERUN_FAILED": "1"], buildDirectory: build)
                expect(rerun.records).to(beEmpty())
            }

            it("refuses a list it did not write, saying what to do") {
                try FileManager.default.createDirectory(atPath: build + "/speckit", withIntermediateDirectories: true)
                try Data("not json".utf8).write(to: URL(fileURLWithPath: build + "/speckit/failed-examples.json"))
                do {
                    _ = try await SpecRunner.runSuite(specs, environment: ["SPECKIT_RERUN_FAILED": "1"], buildDirectory: build)
                    fail("a rerun read a list SpecKit did not write")
                } catch let error as FailedExamplesFileError {
                    expect(error.description)
                        == "cannot use the list of failed examples \(build)/speckit/failed-examples.json: it is not a list of failed examples written by SpecKit; delete it and run every example again"
                }
            }
        }
    }
}
