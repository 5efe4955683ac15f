import Observables
import SpecKit

final class ViewFailureSpec: Spec {
    override func spec() {
        describe("ViewFailure") {
            it("shows the description of the error it is made from") {
                let failure = ViewFailure(ViewFailureErrorStub())
                expect(failure.message) == "the weather service answered 429: wait a minute and try again"
                expect(failure.description) == failure.message
                expect(failure.error is ViewFailureErrorStub).to(beTrue())
            }
            it("is equal to another failure with the same message, whatever the errors") {
                let first = ViewFailure(message: "timeout", error: ViewFailureErrorStub())
                let second = ViewFailure(message: "timeout")
                expect(first) == second
                expect(first) != ViewFailure(message: "offline")
            }
        }
    }
}

struct ViewFailureErrorStub: Error, CustomStringConvertible {
    var description: String { "the weather service answered 429: wait a minute and try again" }
}
