import Promises
import SpecKit

@testable import Weather

final class WeatherLookupSpec: Spec {
    override func spec() {
        describe("WeatherLookup") {
            context("when the city is found") {
                it("chains the location into its weather, one step after the other") {
                    let provider = WeatherProviderStub()
                    let weather = try await WeatherLookup(provider: provider).currentWeather(for: .city("Ourense")).value
                    expect(weather.place) == "Ourense"
                    expect(provider.calls) == ["locate Ourense", "weather Ourense"]
                }
            }
            context("when the location fails") {
                it("fails with the location's error and never asks for the weather") {
                    let provider = WeatherProviderStub()
                    let result = await WeatherLookup(provider: provider).currentWeather(for: .city("Atlantis")).result
                    expect(result.failure as? WeatherError) == .unknownCity("Atlantis")
                    expect(provider.calls) == ["locate Atlantis"]
                }
            }
            context("when the weather fails") {
                it("fails with the weather's error") {
                    let provider = WeatherProviderStub { $0.weatherErrors["Lugo"] = .rateLimited(provider: "Stub") }
                    let result = await WeatherLookup(provider: provider).currentWeather(for: .city("Lugo")).result
                    expect(result.failure as? WeatherError) == .rateLimited(provider: "Stub")
                }
            }
        }
    }
}

extension Result {
    /// The error, when it failed.
    var failure: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
