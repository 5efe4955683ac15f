import Platform
import Promises
import SpecKit

final class AllSpec: Spec {
    override func spec() {
        describe("all") {
            context("when the workers finish in reverse order") {
                it("runs them in parallel and still gives the outputs in worker order") {
                    let finished = LockedValue<[Int]>([])
                    let gates = [AsyncSignal(), AsyncSignal(), AsyncSignal()]
                    // Worker n waits until worker n+1 has finished, so they can only finish in
                    // reverse order, and only if they run at the same time.
                    let workers: [any Worker<String, String>] = (0..<3).map { position in
                        ClosureWorker { (city: String) -> String in
                            if position + 1 < gates.count {
                                _ = await gates[position + 1].wait(upTo: .seconds(30))
                            }
                            finished.update { $0.append(position) }
                            gates[position].open()
                            return "\(city) #\(position)"
                        }
                    }
                    let outputs = try await all(workers, "Lugo").value
                    expect(outputs) == ["Lugo #0", "Lugo #1", "Lugo #2"]
                    expect(finished.value) == [2, 1, 0]
                }
            }

            context("when one worker throws") {
                it("rejects with that error and cancels the workers still running") {
                    let sibling = CancellationSpyWorker<String, Int>()
                    let workers: [any Worker<String, Int>] = [
                        sibling,
                        FailingWorkerStub(error: WorkerStubError(name: "first"), gate: sibling.started),
                    ]
                    let result = await all(workers, "Lugo").result
                    expect(result.failure as? WorkerStubError) == WorkerStubError(name: "first")
                    let siblingSawCancellation = await sibling.sawCancellation.wait(upTo: .seconds(30))
                    expect(siblingSawCancellation).to(beTrue())
                }
            }

            context("when two workers throw, one after the other") {
                it("rejects with the first error") {
                    let firstRejectionSeen = AsyncSignal()
                    let workers: [any Worker<String, Int>] = [
                        FailingWorkerStub(error: WorkerStubError(name: "second"), gate: firstRejectionSeen),
                        FailingWorkerStub(error: WorkerStubError(name: "first")),
                    ]
                    let combined = all(workers, "Lugo")
                    combined.observe { _ in firstRejectionSeen.open() }
                    let result = await combined.result
                    expect(result.failure as? WorkerStubError) == WorkerStubError(name: "first")
                }
            }

            context("when there are no workers") {
                it("fulfils with no outputs") {
                    let outputs = try await all([any Worker<Int, Int>](), 1).value
                    expect(outputs) == []
                }
            }

            context("when the combined promise is cancelled") {
                it("cancels every worker") {
                    let first = CancellationSpyWorker<Int, Int>()
                    let second = CancellationSpyWorker<Int, Int>()
                    let combined = all([first, second], 1)
                    await first.started.wait()
                    await second.started.wait()
                    combined.cancel()
                    let firstSawCancellation = await first.sawCancellation.wait(upTo: .seconds(30))
                    let secondSawCancellation = await second.sawCancellation.wait(upTo: .seconds(30))
                    expect(firstSawCancellation).to(beTrue())
                    expect(secondSawCancellation).to(beTrue())
                }
            }

            context("with promises settled by hand in reverse order") {
                it("gives their values in the order of the promises") {
                    let promises = [Promise<String>(), Promise<String>(), Promise<String>()]
                    let combined = all(promises)
                    promises[2].fulfill("Ourense")
                    promises[1].fulfill("Lugo")
                    promises[0].fulfill("A Coruña")
                    let values = try await combined.value
                    expect(values) == ["A Coruña", "Lugo", "Ourense"]
                }
            }
        }

        describe("allSettled") {
            it("gives every outcome in order, failures included, without rejecting") {
                let promises = [
                    Promise.fulfilled("A Coruña"),
                    Promise<String>.rejected(WorkerStubError(name: "unknown city")),
                    Promise.fulfilled("Pontevedra"),
                ]
                let outcomes = try await allSettled(promises).value
                expect(outcomes.map(\.value)) == ["A Coruña", nil, "Pontevedra"]
                expect(outcomes[1].failure as? WorkerStubError) == WorkerStubError(name: "unknown city")
            }
        }
    }
}
