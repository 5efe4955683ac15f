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
    }
}
