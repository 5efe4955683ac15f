import Dispatch
import Platform
import Promises
import SpecKit

final class PromiseSpec: Spec {
    override func spec() {
        describe("Promise") {
            context("when fulfilled twice") {
                it("keeps the first value and says only the first call settled it") {
                    let promise = Promise<Int>()
                    expect(promise.fulfill(1)).to(beTrue())
                    expect(promise.fulfill(2)).to(beFalse())
                    expect(promise.reject(WorkerStubError(name: "late"))).to(beFalse())
                    await expecta { try await promise.value }.to(equal(1))
                }
            }

            context("when rejected and then fulfilled") {
                it("stays rejected with the first error") {
                    let promise = Promise<Int>()
                    promise.reject(WorkerStubError(name: "first"))
                    promise.fulfill(3)
                    let result = await promise.result
                    expect(result.failure as? WorkerStubError) == WorkerStubError(name: "first")
                }
            }

            context("when observers are added before and after it settles") {
                it("calls every observer exactly once with the outcome") {
                    let promise = Promise<String>()
                    let seen = LockedValue<[String]>([])
                    promise.observe { result in seen.update { $0.append("before: \(result.value ?? "?")") } }
                    promise.fulfill("sunny")
                    promise.fulfill("rainy")
                    promise.observe { result in seen.update { $0.append("after: \(result.value ?? "?")") } }
                    expect(seen.value) == ["before: sunny", "after: sunny"]
                }
            }

            context("when many threads settle it at the same time") {
                it("lets exactly one of them win, and every observer sees that winner once") {
                    let promise = Promise<Int>()
                    let winners = LockedValue<[Int]>([])
                    let observed = LockedValue<[Int]>([])
                    DispatchQueue.concurrentPerform(iterations: 200) { index in
                        if index.isMultiple(of: 2) {
                            promise.observe { result in observed.update { $0.append(result.value ?? -1) } }
                        } else if promise.fulfill(index) {
                            winners.update { $0.append(index) }
                        }
                    }
                    expect(winners.value.count) == 1
                    let winner = winners.value.first
                    await expecta { try await promise.value }.to(equal(winner))
                    expect(observed.value.count) == 100
                    expect(observed.value).to(allPass { $0 == winner })
                }
            }

            context("when made from async work") {
                it("is fulfilled with what the work returns") {
                    let promise = Promise { () async throws -> Int in
                        await Task.yield()
                        return 21 * 2
                    }
                    await expecta { try await promise.value }.to(equal(42))
                }
                it("takes a synchronous closure too") {
                    let value = try await Promise { "sunny" }.value
                    expect(value) == "sunny"
                }
                it("is rejected with what the work throws") {
                    let promise = Promise<Int> { throw WorkerStubError(name: "offline") }
                    let result = await promise.result
                    expect(result.failure as? WorkerStubError) == WorkerStubError(name: "offline")
                }
            }

            context("when already fulfilled or rejected") {
                it("gives its value or error at once") {
                    await expecta { try await Promise.fulfilled("done").value }.to(equal("done"))
                    let result = await Promise<String>.rejected(WorkerStubError(name: "bad")).result
                    expect(result.failure as? WorkerStubError) == WorkerStubError(name: "bad")
                }
            }

            context("when awaited") {
                it("throws the rejection from `value`") {
                    let promise = Promise<Int>.rejected(WorkerStubError(name: "thrown"))
                    await expecta { try await promise.value }.to(throwError(WorkerStubError(name: "thrown")))
                }
                it("waits for a promise settled later from another task") {
                    let promise = Promise<Int>()
                    Task { promise.fulfill(7) }
                    await expecta { try await promise.value }.to(equal(7))
                }
            }

            context("when the task awaiting it is cancelled") {
                it("stops waiting with CancellationError and leaves the promise pending") {
                    let promise = Promise<Int>()
                    let waiter = Task { await promise.result }
                    waiter.cancel()
                    let result = await waiter.value
                    expect(result.failure).to(beAKindOf(CancellationError.self))
                    expect(promise.fulfill(5)).to(beTrue())
                    await expecta { try await promise.value }.to(equal(5))
                }
            }

            context("when cancelled while pending") {
                it("is rejected with CancellationError and cancels its work") {
                    let started = AsyncSignal()
                    let sawCancellation = AsyncSignal()
                    let promise = Promise<Int> {
                        started.open()
                        do {
                            try await Task.sleep(for: .seconds(600))
                        } catch {
                            sawCancellation.open()
                            throw error
                        }
                        return 0
                    }
                    await started.wait()
                    promise.cancel()
                    let result = await promise.result
                    expect(result.failure).to(beAKindOf(CancellationError.self))
                    await expecta { await sawCancellation.wait(upTo: .seconds(30)) }.to(beTrue())
                }
            }

            context("when cancelled after it settled") {
                it("keeps its value") {
                    let promise = Promise.fulfilled(1)
                    promise.cancel()
                    await expecta { try await promise.value }.to(equal(1))
                }
            }
        }
    }
}

extension Result {
    /// The value of a success, for expectations.
    var value: Success? {
        guard case .success(let value) = self else { return nil }
        return value
    }

    /// The error of a failure, for expectations.
    var failure: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
