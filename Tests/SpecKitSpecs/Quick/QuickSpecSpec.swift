import Foundation
import SpecKit
import Synchronization

/// What the run's QuickConfiguration did, for the specs below to check.
enum Configured {
    static let beforeEachNames = Log()
    static let afterEachCount = Mutex(0)
    static let beforeSuiteRuns = Mutex(0)
}

/// A QuickConfiguration as Quick users write one: found by the plugin, called once per process.
final class SpecKitSpecsConfiguration: QuickConfiguration {
    override class func configure(_ configuration: QCKConfiguration) {
        configuration.beforeSuite { Configured.beforeSuiteRuns.withLock { $0 += 1 } }
        configuration.beforeEach { metadata in Configured.beforeEachNames.add(metadata.example.name) }
        configuration.afterEach { Configured.afterEachCount.withLock { $0 += 1 } }
        sharedExamples("something edible") { (sharedExampleContext: @escaping SharedExampleContext) in
            it("makes dolphins happy") {
                let food = sharedExampleContext()["food"] as? String
                expect(food).toNot(beNil())
                expect(food?.isEmpty).to(beFalsy())
            }
        }
    }
}

/// A helper that forwards its caller's location, as Quick users write them.
private func itIsPositive(_ value: @escaping () -> Int, file: String = #filePath, line: UInt = #line) {
    it("is positive", file: file, line: line) {
        expect(file: file, line: line, value()).to(beGreaterThan(0))
    }
}

/// Quick 7's spec class, written exactly as a Quick user writes it.
final class DolphinSpec: QuickSpec {
    override class func spec() {
        sharedExamples("a mammal") { (context: @escaping SharedExampleContext) in
            it("breathes air") { expect(context()["lungs"] as? Int) == 2 }
        }
        sharedExamples("a swimmer") {
            it("swims") { expect(true).to(beTruthy()) }
        }

        describe("a dolphin") {
            var clicks: [String] = []
            var around: [String] = []

            // As in Quick, a group is built once: its first hook starts every example afresh.
            beforeEach {
                clicks = ["before"]
                around = []
            }
            beforeEach { exampleMetadata in
                expect(exampleMetadata.example.name).to(beginWith("a dolphin"))
                expect(exampleMetadata.exampleIndex) >= 0
            }
            justBeforeEach { clicks.append("just before") }
            aroundEach { runExample in
                around.append("in")
                await runExample()
                around.append("out")
            }
            aroundEach { exampleMetadata, runExample in
                expect(exampleMetadata.example.name).toNot(beEmpty())
                await runExample()
            }
            // As in Quick, a group's afterEach runs after its aroundEach hooks ended.
            afterEach { exampleMetadata in
                expect(exampleMetadata.example.description) == exampleMetadata.example.name
                expect(around) == ["in", "out"]
            }

            it("starts with the hooks run, in Quick's order") {
                expect(clicks) == ["before", "just before"]
                expect(around) == ["in"]
            }

            it("starts afresh from the first beforeEach") {
                clicks.append("in the example")
                expect(clicks.count) == 3
            }

            it("sees the hooks of the run's QuickConfiguration") {
                expect(Configured.beforeEachNames.all).to(contain("a dolphin sees the hooks of the run's QuickConfiguration"))
                expect(Configured.beforeSuiteRuns.withLock { $0 }) == 1
            }

            it("polls without await, as a QuickSpec example does") {
                // Set from a thread of its own: a blocking poll holds one of the few threads tasks run on.
                let answered = SharedValue(false)
                Thread.detachNewThread {
                    Thread.sleep(forTimeInterval: 0.02)
                    answered.set(true)
                }
                expect { answered.value }.toEventually(beTruthy())
                expect(answered.value).toEventuallyNot(beFalse())
            }

            context("its click") {
                itIsPositive({ clicks.count })
            }

            itBehavesLike("a mammal") { ["lungs": 2] }
            itBehavesLike("a swimmer")
            itBehavesLike("something edible") { ["food": "mackerel"] }
        }
    }
}

/// Quick 7's async spec class.
final class SonarSpec: AsyncSpec {
    override class func spec() {
        describe("sonar") {
            var echoes = 0
            beforeEach { echoes = await Echo().count }

            it("hears echoes") {
                await expect { await Echo().count }.to(equal(3))
                expect(echoes) == 3
            }

            it("waits until done is called") {
                await waitUntil(timeout: .seconds(30)) { done in
                    Task {
                        try? await Task.sleep(for: .milliseconds(5))
                        done()
                    }
                }
                await waitUntil { done in done() }
            }
        }
    }
}

private actor Echo {
    var count: Int { 3 }
}
