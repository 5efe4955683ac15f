import Promises
import SpecKit

final class TimeoutErrorSpec: Spec {
    override func spec() {
        describe("TimeoutError") {
            it("says how long was allowed and what to do") {
                let message = TimeoutError(limit: .seconds(2)).description
                expect(message) == "the operation did not finish within 2.0 seconds and was cancelled; try again, or allow it more time"
            }
        }
    }
}
