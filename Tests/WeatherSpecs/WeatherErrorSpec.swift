import Platform
import SpecKit

@testable import Weather

final class WeatherErrorSpec: Spec {
    override func spec() {
        describe("WeatherError's exit statuses") {
            it("exits 66, the shared not-found status, for a city nobody knows") {
                expect(WeatherError.unknownCity("Atlantis").exitCode) == .notFound
                expect(WeatherError.notFound(provider: "Open-Meteo", what: "UV index for 1,2").exitCode) == .notFound
            }
            it("treats a 404 from a provider's URL as the provider failing, with 69") {
                let error = WeatherError.endpointNotFound(provider: "Open-Meteo", what: "city called \"A Coruña\"")
                expect(error.exitCode) == .unavailable
                expect(error.message) == "Open-Meteo answered HTTP 404 (not found) when asked for the city called \"A Coruña\""
                expect(error.hint ?? "").to(contain("URL setting"))
            }
        }
    }
}
