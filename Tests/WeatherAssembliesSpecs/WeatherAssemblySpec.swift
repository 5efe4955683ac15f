import Composition
import CompositionTesting
import Configuration
import Injection
import Observables
import Promises
import SpecKit
import Weather
import WeatherAssemblies

final class WeatherAssemblySpec: Spec {
    override func spec() {
        describe("WeatherAssembly") {
            context("in a test container, with nothing mocked") {
                it("asks for a mock of the weather provider, naming it") {
                    try await WeatherApp.application.test(.container) { app in
                        do {
                            _ = try app.resolve(CurrentWeatherViewModel.self)
                            fail("expected the unmocked provider to fail")
                        } catch {
                            expect(String(describing: error)).to(
                                contain(
                                    "WeatherProviding is not mocked: register a mock of WeatherProviding in the spec's container (production chooses it by weather.provider)"
                                )
                            )
                        }
                    }
                }
                it("asks for a mock of the places provider") {
                    try await WeatherApp.application.test(.container) { app in
                        app.register((any WeatherProviding).self) { _ in WeatherProviderMock() }
                        do {
                            _ = try app.resolve(PlacesViewModel.self)
                            fail("expected the unmocked provider to fail")
                        } catch {
                            expect(String(describing: error)).to(
                                contain(
                                    "PlacesProviding is not mocked: register a mock of PlacesProviding in the spec's container (production chooses it by places.provider)"
                                )
                            )
                        }
                    }
                }
                it("reads the defaults from the configuration") {
                    try await WeatherApp.application.test(.container(overrides: ["weather.units=imperial", "places.radius=150"])) { app in
                        let defaults = try app.resolve(WeatherDefaults.self)
                        expect(defaults.cities) == ["A Coruña", "Lugo", "Ourense", "Pontevedra"]
                        expect(defaults.location) == .city("A Coruña")
                        expect(defaults.units) == .imperial
                        expect(defaults.placesRadius) == 150
                        expect(defaults.placesType) == "restaurant"
                    }
                }
                it("parses weather.location when the configuration is loaded") {
                    try await WeatherApp.application.test(.container(overrides: ["weather.location=42.43, -8.64"])) { app in
                        let point = try Coordinates(latitude: 42.43, longitude: -8.64)
                        expect(try app.resolve(WeatherDefaults.self).location) == .coordinates(point)
                    }
                }
                it("rejects a weather.location off the globe at load, naming the key") {
                    do {
                        try await WeatherApp.application.test(.container(overrides: ["weather.location=95,10"])) { _ in }
                        fail("expected the load to fail")
                    } catch {
                        expect((error as? ConfigurationError)?.message).to(beginWith("invalid value '95,10' for weather.location in --set: expected"))
                    }
                }
            }

            context("with bundled providers") {
                it("chooses the bundled weather and places, and says so in the graph") {
                    try await WeatherApp.application.test(.container(overrides: ["weather.provider=bundled", "places.provider=bundled"])) { app in
                        expect(try app.resolve((any WeatherProviding).self)).to(beAKindOf(BundledWeatherProvider.self))
                        expect(try app.resolve((any PlacesProviding).self)).to(beAKindOf(BundledPlacesProvider.self))
                        let chosen = app.bindings.filter { $0.key == "weather.provider" || $0.key == "places.provider" }.map(\.implementation)
                        expect(chosen) == ["BundledWeatherProvider", "BundledPlacesProvider"]
                    }
                }
                it("resolves every view-model and runs it offline") {
                    try await WeatherApp.application.test(.container(overrides: ["weather.provider=bundled", "places.provider=bundled"])) { app in
                        let viewModel = try app.resolve(CurrentWeatherViewModel.self)
                        viewModel.load(.city("Lugo"), units: .metric)
                        _ = await viewModel.state.finished()
                        expect(viewModel.state.value.value?.temperatureText) == "10.8 °C"
                        _ = try app.resolve(CitiesViewModel.self)
                        _ = try app.resolve(UVIndexViewModel.self)
                        _ = try app.resolve(AirQualityViewModel.self)
                        _ = try app.resolve(PlacesViewModel.self)
                    }
                }
            }

            context("with live providers") {
                it("chooses Open-Meteo, on the networking component's HTTP handler") {
                    try await WeatherApp.application.test(.container(overrides: ["weather.provider=open-meteo", "http.client=curl"])) { app in
                        expect(try app.resolve((any WeatherProviding).self)).to(beAKindOf(OpenMeteoWeatherProvider.self))
                        expect(app.bindings).to(containElementSatisfying { $0.key == "http.client" && $0.implementation == "CurlAPIHandler" })
                    }
                }
                it("asks for a mock of Open-Meteo's HTTP handler in a test container") {
                    try await WeatherApp.application.test(.container(overrides: ["weather.provider=open-meteo"])) { app in
                        do {
                            _ = try app.resolve(CurrentWeatherViewModel.self)
                            fail("expected the unmocked HTTP handler to fail")
                        } catch {
                            expect(String(describing: error)).to(
                                contain(
                                    "APIRequesting is not mocked: register a mock of APIRequesting in the spec's container (production chooses it by http.client)"
                                )
                            )
                        }
                    }
                }
                it("fails to resolve OpenWeather without its key, naming the variable") {
                    try await WeatherApp.application.test(.container(overrides: ["weather.provider=openweather", "http.client=curl"])) { app in
                        do {
                            _ = try app.resolve((any WeatherProviding).self)
                            fail("expected the missing key to fail")
                        } catch {
                            expect(String(describing: error)).to(contain("OPENWEATHER_API_KEY is not set"))
                        }
                    }
                }
                it("chooses OpenWeather with its key from the environment, never showing it") {
                    try await WeatherApp.application.test(
                        .container(
                            overrides: ["weather.provider=openweather", "http.client=curl"],
                            environment: ["OPENWEATHER_API_KEY": "sk-assembly-secret"]
                        )
                    ) { app in
                        let provider = try app.resolve((any WeatherProviding).self)
                        expect(provider).to(beAKindOf(OpenWeatherProvider.self))
                        expect(String(describing: provider)).toNot(contain("sk-assembly-secret"))
                    }
                }
                it("chooses Google Places with its key") {
                    try await WeatherApp.application.test(
                        .container(
                            overrides: ["places.provider=google", "http.client=curl"],
                            environment: ["GOOGLE_PLACES_API_KEY": "g-key"]
                        )
                    ) { app in
                        expect(try app.resolve((any PlacesProviding).self)).to(beAKindOf(GooglePlacesProvider.self))
                    }
                }
                it("fails to resolve Google Places without its key, naming the variable") {
                    try await WeatherApp.application.test(.container(overrides: ["places.provider=google", "http.client=curl"])) { app in
                        app.register((any WeatherProviding).self) { _ in WeatherProviderMock() }
                        do {
                            _ = try app.resolve(PlacesViewModel.self)
                            fail("expected the missing key to fail")
                        } catch {
                            expect(String(describing: error)).to(contain("GOOGLE_PLACES_API_KEY is not set"))
                        }
                    }
                }
            }

            it("validates the whole graph for every choice of provider") {
                for weather in ["bundled", "open-meteo", "openweather"] {
                    for places in ["bundled", "google"] {
                        try await WeatherApp.application.test(.container(overrides: ["weather.provider=\(weather)", "places.provider=\(places)"])) {
                            app in
                            expect(app.container.validate().isValid) == true
                        }
                    }
                }
            }

            context("with an unknown provider name") {
                it("fails at start-up naming the key and the accepted names") {
                    await expecta { try await WeatherApp.application.test(.container(overrides: ["weather.provider=accuweather"])) { _ in } }
                        .to(
                            throwError { (error: ConfigurationError) in
                                expect(error.message).to(contain("weather.provider"))
                            }
                        )
                }
            }
        }
    }
}
