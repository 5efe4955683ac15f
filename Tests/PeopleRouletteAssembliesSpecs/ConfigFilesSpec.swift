import CompositionTesting
import PeopleRouletteAssemblies
import SpecKit

/// people-roulette's own folder of Config/ and its table in Config/README.md.
final class PeopleRouletteConfigFilesSpec: Spec {
    override func spec() {
        describe("PeopleRouletteApp") {
            itBehavesLike(ConfiguredApplication.examples) {
                ConfiguredApplication(PeopleRouletteApp.application, keysDocument: "Config/README.md")
            }
        }
    }
}
