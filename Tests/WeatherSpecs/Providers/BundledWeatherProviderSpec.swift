import SpecKit
import Weather

final class BundledWeatherProviderSpec: Spec {
    override func spec() {
        describe("BundledWeatherProvider") {
            let provider = BundledWeatherProvider()
            it("finds the default cities, ignoring case and accents") {
                let location = try await provider.locate(city: "a coruna")
                expect(location.name) == "A Coruña"
            }
            it("fails for an unknown city") {
                var caught: WeatherError?
                do { _ = try await provider.locate(city: "Atlantis") } catch let error as WeatherError { caught = error }
                expect(caught) == .unknownCity("Atlantis")
            }
            it("answers for any valid point") {
                let location = Location(name: "somewhere", coordinates: try Coordinates(latitude: 10, longitude: 10))
                let weather = try await provider.currentWeather(at: location)
                expect(weather.place) == "somewhere"
                expect(weather.temperature.scale) == .kelvin
                expect(weather.temperature.value).to(beGreaterThan(200))
            }
            it("has every pollutant for the bundled cities") {
                let lugo = try await provider.locate(city: "Lugo")
                for pollutant in Pollutant.allCases {
                    let reading = try await provider.reading(of: pollutant, at: lugo.coordinates)
                    expect(reading.level) != .unknown
                }
            }
        }
    }
}
