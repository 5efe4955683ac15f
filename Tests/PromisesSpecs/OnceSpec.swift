import Promises
import SpecKit

final class OnceSpec: Spec {
    override func spec() {
        describe("once") {
            it("runs the worker on the input and fulfils with its output") {
                let value = try await once(ClosureWorker { (city: String) in city.uppercased() }, "lugo").value
                expect(value) == "LUGO"
            }

            context("when the worker needs no input") {
                it("runs it without one") {
                    let value = try await once(ClosureWorker { () in 3 }).value
                    expect(value) == 3
                }
            }

            context("when the worker throws") {
                it("rejects with the worker's error") {
                    let promise = once(FailingWorkerStub<String, Int>(error: WorkerStubError(name: "not found")), "Atlantis")
                    await expecta { try await promise.value }.to(throwError(WorkerStubError(name: "not found")))
                }
            }

            context("when the promise is cancelled") {
                it("cancels the worker's task") {
                    let slow = CancellationSpyWorker<Int, Int>()
                    let promise = once(slow, 1)
                    await slow.started.wait()
                    promise.cancel()
                    let sawCancellation = await slow.sawCancellation.wait(upTo: .seconds(30))
                    expect(sawCancellation).to(beTrue())
                }
            }
        }
    }
}
