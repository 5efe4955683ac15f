import Configuration
import SpecKit

final class KeyNamingSpec: Spec {
    override func spec() {
        describe("KeyNaming") {
            it("maps a dotted key to an upper-case variable with underscores") {
                expect(KeyNaming.environmentVariable(for: "storage.path")) == "STORAGE_PATH"
                expect(KeyNaming.environmentVariable(for: "http.max-body-size")) == "HTTP_MAX_BODY_SIZE"
                expect(KeyNaming.environmentVariable(for: "google.places-api-key")) == "GOOGLE_PLACES_API_KEY"
                expect(KeyNaming.environmentVariable(for: "openweather.api-key")) == "OPENWEATHER_API_KEY"
            }
        }
        describe("ConfigurationSearch.variablePrefix") {
            it("upper-cases an app's name, with _ for anything but letters and digits") {
                expect(ConfigurationSearch.variablePrefix("people-roulette")) == "PEOPLE_ROULETTE"
                expect(ConfigurationSearch.variablePrefix("weather2.app")) == "WEATHER2_APP"
                expect(ConfigurationSearch.variablePrefix("Standup")) == "STANDUP"
            }
            it("gives one _ per character that is not an ASCII letter or digit, in a name that is not ASCII") {
                expect(ConfigurationSearch.variablePrefix("café-app")) == "CAF__APP"
                expect(ConfigurationSearch.variablePrefix("東京")) == "__"
            }
        }
    }
}
