import SpecKit

private struct Broken: Error {}

private func brokenValue() throws -> Int { throw Broken() }

final class ExpectationSpec: Spec {
    override func spec() {
        describe("Expectation") {
            it("records a failure at the file and line of the expect") {
                let report = await IsolatedExample.run { expect(1).to(equal(2)) }; let line = #line
                expect(report?.messages) == ["expected to equal <2>, got <1>"]
                expect(report?.failures.first?.location.line) == line
                expect(report?.failures.first?.location.fileName) == "ExpectationSpec.swift"
            }
            it("goes on after a failure and records every one") {
                await expectFailures("expected to equal <2>, got <1>", "expected to be true, got <false>") { expect(1).to(equal(2)); expect(false).to(beTrue()) }
            }
            it("puts the description on a line above the message") {
                await expectFailures("the answer\nexpected to equal <42>, got <41>") { expect(41).to(equal(42), description: "the answer") }
                await expectFailures("the answer\nexpected to not equal <42>, got <42>") { expect(42).toNot(equal(42), description: "the answer") }
            }
            it("ignores an empty description") {
                await expectFailures("expected to equal <42>, got <41>") { expect(41).to(equal(42), description: "") }
            }
            it("reports an error thrown by the expression as unexpected, both ways") {
                await expectFailures("unexpected error thrown: <Broken()>") { expect(try brokenValue()).to(equal(1)) }
                await expectFailures("unexpected error thrown: <Broken()>") { expect(try brokenValue()).toNot(equal(1)) }
            }
            it("evaluates the expression once for to, however many times the matcher asks") {
                let counter = EvaluationCounter()
                expect(counter.next()).to(satisfyAllOf(equal(1), beLessThan(2), beGreaterThan(0)))
                expect(counter.next()) == 2
            }
            it("does not evaluate the expression before a matcher asks for it") {
                let counter = EvaluationCounter()
                _ = expect(counter.next())
                expect(counter.next()) == 1
            }
            it("calls a closure that returns a value, rather than judging the closure") {
                await expectNoFailures { expect { () throws -> Int in throw Broken() }.to(throwError()) }
                await expectNoFailures { expect { 1 + 2 }.to(equal(3)) }
                await expectFailures("expected to equal <3>, got <2>") { expect { 1 + 1 }.to(equal(3)) }
                await expectFailures("unexpected error thrown: <Broken()>") { expect { try brokenValue() }.to(equal(3)) }
            }
            it("returns itself, so expectations can be chained") {
                await expectFailures("expected to be less than <0>, got <1>") { expect(1).to(beGreaterThan(0)).to(beLessThan(0)) }
            }
        }

        describe("fail") {
            it("records its message at its line and goes on") {
                await expectFailures("unreachable", "failed") { fail("unreachable"); fail() }
            }
        }

        describe("a matcher that should fail") {
            it("fails the example, so specs cannot pass by accident") {
                let report = await IsolatedExample.run { expect([1, 2]).to(contain(3)) }
                expect(report?.status) == .failed
                expect(report?.failures).toNot(beEmpty())
            }
        }
    }
}
