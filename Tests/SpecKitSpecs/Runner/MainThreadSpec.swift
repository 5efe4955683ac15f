import Foundation

@testable import SpecKit

/// The main thread serves SpecKit in the Swift Testing process, and a process where it does not
/// come fails the run with one line instead of running examples elsewhere without a word.
final class MainThreadSpec: Spec {
    override func spec() {
        describe("the main thread") {
            it("serves SpecKit in this process, whose main is async") {
                expect(MainThread.shared.isServing).to(beTrue())
            }

            it("runs a synchronous example, holding the main queue") {
                expect(Thread.isMainThread).to(beTrue())
                expect(MainThread.shared.isCurrent).to(beTrue())
            }

            it("leaves an async example on Swift's pool") {
                await Task.yield()
                expect(Thread.isMainThread).to(beFalse())
            }

            it("releases what an example's closures hold on the main thread, when the spec class ends") {
                let log = Log()
                _ = await SpecRunner.run {
                    describe("a group") {
                        let held = ReleaseWitness(log)
                        it("uses it") { expect(held.name) == "witness" }
                    }
                }
                expect(log.all) == ["released on the main thread"]
            }
        }

        describe("a process whose main thread does not come") {
            it("fails the run, naming what SpecKit cannot do and the way out") {
                let problem = MainThread.arrivalProblem(served: false, waited: .seconds(10))
                expect(problem?.description).to(contain("SpecKit cannot run synchronous examples on the process's main thread"))
                expect(problem?.description).to(contain("within 10.0 seconds of the first example"))
                expect(problem?.description).to(
                    endWith("set SPECKIT_MAIN_THREAD=0 to run without it (synchronous examples then run on the main actor, on a worker thread)")
                )
            }

            it("finds nothing wrong when it came") {
                expect(MainThread.arrivalProblem(served: true, waited: .seconds(10))).to(beNil())
            }
        }
    }
}

/// Says on which thread it is released.
private final class ReleaseWitness: Sendable {
    let name = "witness"
    let log: Log
    init(_ log: Log) { self.log = log }
    deinit { log.add(Thread.isMainThread ? "released on the main thread" : "released elsewhere") }
}
