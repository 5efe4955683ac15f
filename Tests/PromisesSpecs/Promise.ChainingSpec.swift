import Platform
import Promises
import SpecKit

final class PromiseChainingSpec: Spec {
    override func spec() {
        describe("Promise.then") {
            context("with workers") {
                it("feeds each worker's output to the next worker, in series") {
                    let steps = LockedValue<[String]>([])
                    let geocode = ClosureWorker { (city: String) -> Double in
                        steps.update { $0.append("geocode \(city)") }
                        return 43.0
                    }
                    let forecast = ClosureWorker { (latitude: Double) -> String in
                        steps.update { $0.append("forecast \(latitude)") }
                        return "sunny at \(latitude)"
                    }
                    let weather = try await once(geocode, "Lugo").then(forecast).value
                    expect(weather) == "sunny at 43.0"
                    expect(steps.value) == ["geocode Lugo", "forecast 43.0"]
                }
            }

            context("with closures") {
                it("transforms the value, and may itself await") {
                    let text = try await Promise.fulfilled(20)
                        .then { $0 + 1 }
                        .then { number async in
                            await Task.yield()
                            return "\(number * 2)"
                        }
                        .value
                    expect(text) == "42"
                }
            }

            context("when an earlier step rejects") {
                it("skips the later steps and passes the error on") {
                    let laterStepRan = LockedValue(false)
                    let result = await Promise<Int>.rejected(WorkerStubError(name: "geocoding"))
                        .then { number -> Int in
                            laterStepRan.update { $0 = true }
                            return number
                        }
                        .result
                    expect(result.failure as? WorkerStubError) == WorkerStubError(name: "geocoding")
                    expect(laterStepRan.value).to(beFalse())
                }
            }

            context("when a step throws") {
                it("rejects with that step's error") {
                    let result = await Promise.fulfilled(1)
                        .then { _ -> Int in throw WorkerStubError(name: "decoding") }
                        .result
                    expect(result.failure as? WorkerStubError) == WorkerStubError(name: "decoding")
                }
            }

            context("when the chained promise is cancelled") {
                it("cancels the step it is waiting for") {
                    let slow = CancellationSpyWorker<String, Int>()
                    let chained = once(slow, "Lugo").then { $0 + 1 }
                    await slow.started.wait()
                    chained.cancel()
                    let result = await chained.result
                    expect(result.failure).to(beAKindOf(CancellationError.self))
                    let sawCancellation = await slow.sawCancellation.wait(upTo: .seconds(30))
                    expect(sawCancellation).to(beTrue())
                }
            }
        }

        describe("Promise.catch") {
            context("when the promise rejects") {
                it("fulfils with the value the handler recovers") {
                    let value = try await Promise<String>.rejected(WorkerStubError(name: "offline"))
                        .catch { error in "fallback after \((error as? WorkerStubError)?.name ?? "?")" }
                        .value
                    expect(value) == "fallback after offline"
                }
                it("rejects with the handler's error when the handler throws") {
                    let result = await Promise<String>.rejected(WorkerStubError(name: "offline"))
                        .catch { _ in throw WorkerStubError(name: "still offline") }
                        .result
                    expect(result.failure as? WorkerStubError) == WorkerStubError(name: "still offline")
                }
            }

            context("when the promise is fulfilled") {
                it("passes the value through without calling the handler") {
                    let handlerRan = LockedValue(false)
                    let value = try await Promise.fulfilled("sunny")
                        .catch { _ in
                            handlerRan.update { $0 = true }
                            return "fallback"
                        }
                        .value
                    expect(value) == "sunny"
                    expect(handlerRan.value).to(beFalse())
                }
            }

            context("after a chain of steps") {
                it("catches a rejection from any step") {
                    let value = try await once(FailingWorkerStub<String, Int>(error: WorkerStubError(name: "geocoding")), "Nowhere")
                        .then { $0 * 2 }
                        .then { "\($0)" }
                        .catch { _ in "unknown city" }
                        .value
                    expect(value) == "unknown city"
                }
            }
        }
    }
}
