import Observables
import SpecKit

final class ObservationTokenSpec: Spec {
    override func spec() {
        describe("ObservationToken") {
            it("can be unbound more than once") {
                let observable = Observable("idle")
                let token = observable.bind { _ in }
                token.unbind()
                token.unbind()
                expect(observable.observerCount) == 0
            }
            context("when the observable is gone first") {
                it("unbinds without effect") {
                    var observable: Observable<String>? = Observable("idle")
                    let token = observable?.bind { _ in }
                    observable = nil
                    token?.unbind()
                    expect(observable).to(beNil())
                }
            }
        }
    }
}
