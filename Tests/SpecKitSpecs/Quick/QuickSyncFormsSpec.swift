import Dispatch
import Foundation
import SpecKit

private final class SyncWaitTimeoutSample: SampleQuickSpec, IsolatedSpec {
    override class func spec() {
        it("never calls done") {
            waitUntil(timeout: .milliseconds(20)) { _ in }
        }
    }
}

private final class SyncAroundOrderSample: SampleQuickSpec, IsolatedSpec {
    static let log = Log()

    override class func spec() {
        aroundEach { runExample in
            log.add("around before")
            runExample()
            log.add("around after")
        }
        beforeEach { log.add("beforeEach") }
        it("runs inside the wrapper") { log.add("example") }
        it("fails inside the wrapper") { expect(1) == 2 }
    }
}

/// Quick's synchronous forms of `waitUntil` and `aroundEach`, in examples that do not await.
final class QuickSyncFormsSpec: QuickSpec {
    override class func spec() {
        describe("waitUntil in a synchronous example") {
            it("waits for a callback on another queue") {
                let box = Log()
                waitUntil { done in
                    DispatchQueue.global().async {
                        box.add("called back")
                        done()
                    }
                }
                expect(box.all) == ["called back"]
            }

            it("fails the example with Nimble's message when done is never called") {
                let report = await SpecRunner.run(SyncWaitTimeoutSample.self)
                expect(report.example("never calls done")?.messages) == ["Waited more than 0.02 seconds"]
            }
        }

        describe("a synchronous aroundEach") {
            it("wraps the hooks and the example, and keeps the example's failure") {
                let report = await SpecRunner.run(SyncAroundOrderSample.self)
                expect(SyncAroundOrderSample.log.all.prefix(4)) == ["around before", "beforeEach", "example", "around after"]
                expect(report.example("fails inside the wrapper")?.messages) == ["expected to equal <2>, got <1>"]
                expect(report.example("runs inside the wrapper")?.status) == .passed
            }
        }
    }
}
