import PlatformTesting
import Promises
import SpecKit

final class PromiseTimeoutSpec: Spec {
    override func spec() {
        describe("Promise.timeout") {
            context("when the promise does not settle in time") {
                it("rejects with TimeoutError naming the limit when the spec's clock reaches it, and cancels the work") {
                    let clock = TestClock()
                    let slow = CancellationSpyWorker<Void, Int>()
                    let limited = once(slow).timeout(.seconds(5), clock: clock)
                    await clock.sleepers(atLeast: 1)
                    clock.advance(by: .seconds(4))
                    expect(limited.isSettled).to(beFalse())
                    clock.advance(by: .seconds(1))
                    let result = await limited.result
                    expect(result.failure as? TimeoutError) == TimeoutError(limit: .seconds(5))
                    let sawCancellation = await slow.sawCancellation.wait(upTo: .seconds(30))
                    expect(sawCancellation).to(beTrue())
                }
                it("rejects on the system's clock too") {
                    let result = await once(CancellationSpyWorker<Void, Int>()).timeout(.milliseconds(20)).result
                    expect(result.failure as? TimeoutError) == TimeoutError(limit: .milliseconds(20))
                }
            }

            context("when the promise settles in time") {
                it("fulfils with its value") {
                    let value = try await Promise.fulfilled("sunny").timeout(.seconds(600)).value
                    expect(value) == "sunny"
                }
                it("rejects with its error") {
                    let result = await Promise<Int>.rejected(WorkerStubError(name: "offline")).timeout(.seconds(600)).result
                    expect(result.failure as? WorkerStubError) == WorkerStubError(name: "offline")
                }
                it("has settled at once, with no timer to wait for, when the promise already has") {
                    let limited = Promise.fulfilled(3).timeout(.seconds(600))
                    expect(limited.isSettled) == true
                    let value = try await limited.value
                    expect(value) == 3
                }
            }

            context("when the work never waits") {
                it("settles the promise before init returns, so a timeout has nothing to time") {
                    let promise = Promise { 6 * 7 }
                    expect(promise.isSettled) == true
                    let limited = promise.timeout(.seconds(600))
                    expect(limited.isSettled) == true
                    let value = try await limited.value
                    expect(value) == 42
                }
            }

            context("when the limited promise is cancelled") {
                it("cancels the work behind it") {
                    let slow = CancellationSpyWorker<Void, Int>()
                    let limited = once(slow).timeout(.seconds(600))
                    await slow.started.wait()
                    limited.cancel()
                    let result = await limited.result
                    expect(result.failure).to(beAKindOf(CancellationError.self))
                    let sawCancellation = await slow.sawCancellation.wait(upTo: .seconds(30))
                    expect(sawCancellation).to(beTrue())
                }
            }
        }
    }
}
