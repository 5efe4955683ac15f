import Promises
import SpecKit

final class ClosureWorkerSpec: Spec {
    override func spec() {
        describe("ClosureWorker") {
            it("runs its closure on the input") {
                let output = try await ClosureWorker { (number: Int) in number * 2 }.run(21)
                expect(output) == 42
            }
            it("throws what its closure throws") {
                do {
                    _ = try await ClosureWorker { (_: Int) -> Int in throw WorkerStubError(name: "closure") }.run(1)
                    fail("expected the closure's error")
                } catch {
                    expect(error as? WorkerStubError) == WorkerStubError(name: "closure")
                }
            }
        }
    }
}
