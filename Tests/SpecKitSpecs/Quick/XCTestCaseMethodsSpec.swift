import Dispatch
import Foundation
import Quick
import XCTest

private final class UnfulfilledSample: SampleQuickSpec, IsolatedSpec {
    override class func spec() {
        it("waits for an expectation no one fulfils") {
            let never = QuickSpec.current.expectation(description: "never fulfilled")
            QuickSpec.current.waitForExpectations(timeout: 0.02)
            _ = never
        }
        it("awaits an expectation no one fulfils") {
            let never = QuickSpec.current.expectation(description: "never awaited")
            await QuickSpec.current.fulfillment(of: [never], timeout: 0.02)
        }
    }
}

private final class TeardownSample: SampleQuickSpec, IsolatedSpec {
    static let log = Log()

    override class func spec() {
        afterEach { log.add("afterEach") }
        it("adds two teardown blocks") {
            QuickSpec.current.addTeardownBlock { log.add("first added") }
            QuickSpec.current.addTeardownBlock { log.add("second added") }
            log.add("example")
        }
    }
}

private final class MainActorHooksSample: SampleQuickSpec, IsolatedSpec {
    static let log = Log()

    override class func spec() {
        beforeSuite { log.add("beforeSuite \(MainQueue.isCurrent)") }
        afterEach { log.add("afterEach \(MainQueue.isCurrent)") }
        afterEach { (_: ExampleMetadata) in log.add("afterEach(metadata) \(MainQueue.isCurrent)") }
        afterSuite { log.add("afterSuite \(MainQueue.isCurrent)") }
        it("runs") { log.add("example \(MainQueue.isCurrent)") }
    }
}

/// Whether code runs on the main queue, where the main actor runs its jobs.
private enum MainQueue {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

/// XCTestCase's methods that Quick specs call on `QuickSpec.current`, and the main-actor hooks of
/// Quick's synchronous DSL.
final class XCTestCaseMethodsSpec: QuickSpec {
    override class func spec() {
        describe("expectation(description:) and wait(for:timeout:)") {
            it("waits until a callback fulfils the expectation") {
                let called = QuickSpec.current.expectation(description: "called back")
                DispatchQueue.global().async { called.fulfill() }
                QuickSpec.current.wait(for: [called], timeout: 5)
            }

            it("awaits the fulfilment in an example that awaits") {
                let called = QuickSpec.current.expectation(description: "called back")
                DispatchQueue.global().async { called.fulfill() }
                await QuickSpec.current.fulfillment(of: [called], timeout: 5)
            }

            it("fails the example at the caller's line when the time runs out") {
                let report = await SpecRunner.run(UnfulfilledSample.self)
                expect(report.example("waits for an expectation no one fulfils")?.messages) == [
                    "waited 0.02 seconds for the expectations \"never fulfilled\": not all were fulfilled"
                ]
                expect(report.example("waits for an expectation no one fulfils")?.failures.first?.location.line) == 10
                expect(report.example("awaits an expectation no one fulfils")?.messages) == [
                    "waited 0.02 seconds for the expectations \"never awaited\": not all were fulfilled"
                ]
            }
        }

        describe("addTeardownBlock") {
            it("runs the blocks after the example and its afterEach hooks, the last added first") {
                _ = await SpecRunner.run(TeardownSample.self)
                expect(TeardownSample.log.all) == ["example", "afterEach", "second added", "first added"]
            }
        }

        describe("continueAfterFailure") {
            it("is accepted") {
                QuickSpec.current.continueAfterFailure = false
                expect(QuickSpec.current.continueAfterFailure) == false
            }
        }

        describe("suite and after hooks that do not await") {
            it("run on the main actor") {
                _ = await SpecRunner.run(MainActorHooksSample.self)
                expect(MainActorHooksSample.log.all) == [
                    "beforeSuite true", "example true", "afterEach true", "afterEach(metadata) true", "afterSuite true",
                ]
            }
        }
    }
}
