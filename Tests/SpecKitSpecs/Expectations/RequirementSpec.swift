import SpecKit

private struct Missing: Error {}

final class RequirementSpec: Spec {
    override func spec() {
        describe("require") {
            it("returns the unwrapped value when the matcher passes") {
                let optional: Int? = 3
                let value: Int = try require(optional).toNot(beNil())
                expect(value) == 3
                expect(try require(3).to(equal(3))) == 3
                expect(try require([1, 2]).notTo(beEmpty())) == [1, 2]
            }
            it("returns the closure's value") {
                let value = try require { 4 }.to(beGreaterThan(3))
                expect(value) == 4
            }
            it("returns nothing for a closure that returns nothing") {
                try require { () }.toNot(throwError())
                expect(true).to(beTrue())
            }
            it("records the failure at its line and ends the example") {
                await expectFailures("expected to not be nil, got <nil>") { let found: Int? = nil; _ = try require(found).toNot(beNil()); fail("went on") }
                await expectFailures("expected to equal <3>, got <2>") { _ = try require(2).to(equal(3)); fail("went on") }
            }
            it("adds the description above the message") {
                await expectFailures("the answer\nexpected to equal <42>, got <41>") { _ = try require(41).to(equal(42), description: "the answer") }
            }
            it("throws the custom error instead of stopping quietly") {
                let report = await IsolatedExample.run { _ = try require(customError: Missing(), 1).to(equal(2)) }
                expect(report?.messages.first) == "expected to equal <2>, got <1>"
                expect(report?.messages.count) == 2
                expect(report?.messages.last).to(contain("Missing"))
            }
            it("reports a passing requirement that has no value to return") {
                await expectFailures("require passed but has no value to return: its value is nil; check this with expect(...) instead of require(...)") { let found: Int? = nil; _ = try require(found).to(beNil()) }
            }
        }

        describe("unwrap") {
            it("returns the value") {
                let names: [String] = ["Ann"]
                expect(try unwrap(names.first)) == "Ann"
                expect(try unwrap { names.last }) == "Ann"
            }
            it("records nil at its line and ends the example") {
                await expectFailures("expected to not be nil, got <nil>") { let names: [String] = []; _ = try unwrap(names.first); fail("went on") }
                await expectFailures("first name\nexpected to not be nil, got <nil>") { let names: [String] = []; _ = try unwrap(description: "first name", names.first) }
            }
        }

        describe("requireFail") {
            it("records its message and ends the example") {
                await expectFailures("not ready") { try requireFail("not ready") }
                await expectFailures("requireFail() always fails") { try requireFail() }
            }
        }
    }
}
