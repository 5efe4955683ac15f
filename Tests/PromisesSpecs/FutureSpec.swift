import Platform
import Promises
import SpecKit

final class FutureSpec: Spec {
    override func spec() {
        describe("Future") {
            describe("transformed") {
                it("maps the value") {
                    let value = try await Future.fulfilled(20).transformed { "\($0 + 1) °C" }.value
                    expect(value) == "21 °C"
                }
                it("passes an error through without calling the transform") {
                    let transformRan = LockedValue(false)
                    let result = await Promise.fulfilled(0).future
                        .chained { _ in Future<Int>.rejected(WorkerStubError(name: "offline")) }
                        .transformed { number -> Int in
                            transformRan.update { $0 = true }
                            return number
                        }
                        .promiseResult()
                    expect(result.failure as? WorkerStubError) == WorkerStubError(name: "offline")
                    expect(transformRan.value).to(beFalse())
                }
                it("fails with the error the transform throws") {
                    let result = await Future.fulfilled(1)
                        .transformed { _ -> Int in throw WorkerStubError(name: "undecodable") }
                        .promiseResult()
                    expect(result.failure as? WorkerStubError) == WorkerStubError(name: "undecodable")
                }
            }

            describe("chained") {
                it("makes the next future from the value, one step after the other") {
                    let location = Future { "43.01,-7.55" }
                    let weather = location.chained { coordinates in Future { "sunny at \(coordinates)" } }
                    let value = try await weather.value
                    expect(value) == "sunny at 43.01,-7.55"
                }
                it("fails when the next future fails") {
                    let result = await Future.fulfilled("Atlantis")
                        .chained { _ in Future<String>.rejected(WorkerStubError(name: "not found")) }
                        .promiseResult()
                    expect(result.failure as? WorkerStubError) == WorkerStubError(name: "not found")
                }
                context("when the chained future is cancelled") {
                    it("cancels the future it is waiting for") {
                        let slow = CancellationSpyWorker<Void, String>()
                        let chained = Future.fulfilled("Lugo").chained { _ in Future { try await slow.run(()) } }
                        await slow.started.wait()
                        chained.cancel()
                        let sawCancellation = await slow.sawCancellation.wait(upTo: .seconds(30))
                        expect(sawCancellation).to(beTrue())
                    }
                }
            }

            describe("observe") {
                it("calls observers added before and after it settles, once each") {
                    let promise = Promise<String>()
                    let future = promise.future
                    let seen = LockedValue<[String]>([])
                    future.observe { result in seen.update { $0.append("before \(result.value ?? "?")") } }
                    promise.fulfill("sunny")
                    promise.fulfill("rainy")
                    future.observe { result in seen.update { $0.append("after \(result.value ?? "?")") } }
                    expect(seen.value) == ["before sunny", "after sunny"]
                }
            }

            describe("timeout") {
                it("fails with TimeoutError when the value does not come in time") {
                    let slow = CancellationSpyWorker<Void, String>()
                    let result = await Future { try await slow.run(()) }.timeout(.milliseconds(20)).promiseResult()
                    expect(result.failure as? TimeoutError) == TimeoutError(limit: .milliseconds(20))
                }
            }
        }
    }
}

extension Future {
    /// The outcome as a `Result`, for expectations.
    func promiseResult() async -> Result<Value, any Error> {
        do {
            return .success(try await value)
        } catch {
            return .failure(error)
        }
    }
}
