import Assemblies
import AssembliesTesting
import Configuration
import Injection
import Observables
import Promises
import SpecKit
import Weather

final class WeatherAssemblySpec: Spec {
    override func spec() {
        describe("WeatherAssembly") {
            context("with the test configuration") {
                it("forbids the weather provider, naming what to mock") {
                    let app = try AppTestContainer(components: WeatherApp.components)
                    do {
                        _ = try app.resolve(CurrentWeatherViewModel.self)
                        fail("expected the forbidden provider to fail")
                    } catch {
                        expect(String(describing: error)).to(contain("WeatherProviding is forbidden by weather.provider=forbidden"))
                    }
                }
                it("forbids the places provider") {
                    let app = try AppTestContainer(components: WeatherApp.components)
                    app.register((any WeatherProviding).self) { _ in WeatherProviderMock() }
                    do {
                        _ = try app.resolve(PlacesViewModel.self)
                        fail("expected the forbidden provider to fail")
                    } catch {
                        expect(String(describing: error)).to(contain("PlacesProviding is forbidden by places.provider=forbidden"))
                    }
                }
                it("reads the defaults from the configuration") {
                    let app = try AppTestContainer(components: WeatherApp.components, overrides: ["weather.units=imperial", "places.radius=150"])
                    let defaults = try app.resolve(WeatherDefaults.self)
                    expect(defaults.cities) == ["A Coruña", "Lugo", "Ourense", "Pontevedra"]
                    expect(defaults.location) == "A Coruña"
                    expect(defaults.units) == .imperial
                    expect(defaults.placesRadius) == 150
                    expect(defaults.placesType) == "restaurant"
                }
            }

            context("with bundled providers") {
                it("chooses the bundled weather and places, and says so in the graph") {
                    let app = try AppTestContainer(components: WeatherApp.components, overrides: ["weather.provider=bundled", "places.provider=bundled"])
                    expect(try app.resolve((any WeatherProviding).self) is BundledWeatherProvider) == true
                    expect(try app.resolve((any PlacesProviding).self) is BundledPlacesProvider) == true
                    let chosen = app.bindings.filter { $0.key == "weather.provider" || $0.key == "places.provider" }.map(\.implementation)
                    expect(chosen) == ["BundledWeatherProvider", "BundledPlacesProvider"]
                }
                it("resolves every view-model and runs it offline") {
                    let app = try AppTestContainer(components: WeatherApp.components, overrides: ["weather.provider=bundled", "places.provider=bundled"])
                    let viewModel = try app.resolve(CurrentWeatherViewModel.self)
                    try await viewModel.load(.city("Lugo"), units: .metric).value
                    expect(viewModel.state.value.value?.temperatureText) == "10.8 °C"
                    _ = try app.resolve(CitiesViewModel.self)
                    _ = try app.resolve(UVIndexViewModel.self)
                    _ = try app.resolve(AirQualityViewModel.self)
                    _ = try app.resolve(PlacesViewModel.self)
                }
            }

            context("with an unknown provider name") {
                it("fails at start-up naming the key and the accepted names") {
                    expect { try AppTestContainer(components: WeatherApp.components, overrides: ["weather.provider=accuweather"]) }
                        .to(throwError { (error: ConfigurationError) in
                            expect(error.message).to(contain("weather.provider"))
                        })
                }
            }
        }
    }
}
