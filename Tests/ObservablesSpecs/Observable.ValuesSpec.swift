import Observables
import SpecKit

final class ObservableValuesSpec: Spec {
    override func spec() {
        describe("Observable.values") {
            it("yields the current value, then every new one, in order") {
                let state = Observable("idle")
                var seen: [String] = []
                for await value in state.values {
                    seen.append(value)
                    switch value {
                    case "idle": state.value = "loading"
                    case "loading": state.value = "done"
                    default: break
                    }
                    if value == "done" { break }
                }
                expect(seen) == ["idle", "loading", "done"]
            }
            it("unbinds when the loop ends") {
                let state = Observable(1)
                for await value in state.values where value == 1 {
                    break
                }
                expect(state.observerCount) == 0
            }
        }
    }
}
