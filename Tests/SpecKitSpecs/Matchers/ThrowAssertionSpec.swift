import Foundation
import SpecKit

private enum ParseError: Error { case empty }

/// A function with a precondition, as a spec of throwAssertion tests one.
private func firstCharacter(of text: String) -> Character {
    precondition(!text.isEmpty, "text must not be empty")
    return text[text.startIndex]
}

final class ThrowAssertionSpec: Spec {
    override func spec() {
        describe("throwAssertion") {
            it("passes for a failed precondition, a fatalError and a force unwrap of nil") {
                await expectNoFailures { expect { _ = firstCharacter(of: "") }.to(throwAssertion()) }
                await expectNoFailures { expect { () -> Int in fatalError("stop") }.to(throwAssertion()) }
                await expectNoFailures {
                    let missing: Int? = nil
                    expect { missing! }.to(throwAssertion())
                }
            }
            it("fails when the expression returns") {
                await expectFailures("expected to throw an assertion") { expect { firstCharacter(of: "a") }.to(throwAssertion()) }
            }
            it("fails when the expression throws, naming the error") {
                let message = "expected to throw an assertion; threw error instead <empty>"
                await expectFailures(message) { expect { throw ParseError.empty }.to(throwAssertion()) }
            }
            it("passes toNot when the expression returns or throws, and fails it when it traps") {
                await expectNoFailures { expect { firstCharacter(of: "a") }.toNot(throwAssertion()) }
                await expectNoFailures { expect { throw ParseError.empty }.toNot(throwAssertion()) }
                await expectFailures("expected to not throw an assertion") { expect { _ = firstCharacter(of: "") }.toNot(throwAssertion()) }
            }
            it("runs the expression in a copy of the process, which keeps what it changes") {
                nonisolated(unsafe) var reached = false
                expect {
                    reached = true
                    _ = firstCharacter(of: "")
                }.to(throwAssertion())
                expect(reached) == false
            }
            it("stops an expression that outlasts its deadline, and fails") {
                let message =
                    "expected to throw an assertion; did not finish within 0.2 seconds (it ran in a copy of the process, with one thread) instead"
                await expectFailures(message) { expect { while true { sleep(1) } }.to(throwAssertion(within: .milliseconds(200))) }
            }
            it("fails for a process that ends by another signal, naming it") {
                await expectFailures("expected to throw an assertion; ended by signal 6 instead") { expect { abort() }.to(throwAssertion()) }
            }
        }
    }
}
