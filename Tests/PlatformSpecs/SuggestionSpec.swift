import Platform
import SpecKit

final class SuggestionSpec: Spec {
    override func spec() {
        describe("Suggestion") {
            it("suggests the closest candidate for a typo") {
                expect(Suggestion.closest(to: "storage.pth", among: ["storage.path", "storage.backend"])) == "storage.path"
                expect(Suggestion.closest(to: "pikc", among: ["pick", "list", "config"])) == "pick"
            }
            it("suggests nothing when no candidate is close") {
                expect(Suggestion.closest(to: "weather", among: ["pick", "list"])).to(beNil())
            }
            it("counts a swap of neighbours as one edit") {
                expect(Suggestion.editDistance("pikc", "pick")) == 1
                expect(Suggestion.editDistance("", "abc")) == 3
                expect(Suggestion.editDistance("kitten", "sitting")) == 3
            }
        }
    }
}
