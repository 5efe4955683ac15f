import SpecKit

final class ExpectationMessageSpec: Spec {
    override func spec() {
        describe("ExpectationMessage") {
            it("renders each form with the verb and the actual value") {
                expect(ExpectationMessage.expectedActualValueTo("equal <2>").render(actual: "<3>")) == "expected to equal <2>, got <3>"
                expect(ExpectationMessage.expectedCustomValueTo("throw any error", actual: "no error").render(to: "to not", actual: "<x>"))
                    == "expected to not throw any error, got no error"
                expect(ExpectationMessage.expectedTo("all pass").render(to: "to eventually", actual: "<x>")) == "expected to eventually all pass"
                expect(ExpectationMessage.fail("custom").render(actual: "<x>")) == "custom"
                expect(ExpectationMessage.prepends("note: ", .expectedTo("pass")).render(actual: "")) == "note: expected to pass"
            }
            it("appends text before the details") {
                let message = ExpectationMessage.expectedActualValueTo("have count 1").appended(details: "Actual Value: [1, 2]").appendedBeNilHint()
                expect(message.render(actual: "<nil>")) == "expected to have count 1, got <nil> (use beNil() to match nils)\nActual Value: [1, 2]"
            }
            it("prepends and wraps the expectation of every leaf") {
                let message = ExpectationMessage.expectedActualValueTo("equal <1>").appended(message: "!")
                expect(message.prepended(expectation: "all ").render(actual: "<2>")) == "expected to all equal <1>, got <2>!"
                expect(ExpectationMessage.expectedTo("be x").wrappedExpectation(before: "all ", after: ", but not y").render(actual: ""))
                    == "expected to all be x, but not y"
            }
            it("gives the expected part alone") {
                expect(ExpectationMessage.expectedActualValueTo("equal <1>").appendedBeNilHint().expectedMessage)
                    == "equal <1> (use beNil() to match nils)"
            }
        }
    }
}
