import CompositionTesting
import SpecKit
import WeatherAssemblies

/// weather's own folder of Config/ and its table in Config/README.md.
final class WeatherConfigFilesSpec: Spec {
    override func spec() {
        describe("WeatherApp") {
            itBehavesLike(ConfiguredApplication.examples) {
                ConfiguredApplication(WeatherApp.application, keysDocument: "Config/README.md")
            }
        }
    }
}
