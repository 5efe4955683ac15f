import Observables
import Promises
import SpecKit

@testable import Weather

final class CurrentWeatherViewModelSpec: Spec {
    override func spec() {
        describe("CurrentWeatherViewModel") {
            func loaded(
                _ units: Units,
                provider: WeatherProviderStub = WeatherProviderStub(),
                query: LocationQuery = .city("A Coruña")
            ) async throws -> [ViewState<CurrentWeatherReport>] {
                let viewModel = try await weatherGraph(provider: provider).resolve(CurrentWeatherViewModel.self)
                let recorder = StateRecorder(viewModel.state)
                viewModel.load(query, units: units)
                _ = await viewModel.state.finished()
                return recorder.states
            }

            context("when the weather arrives") {
                it("publishes idle, loading, then the report") {
                    let states = try await loaded(.metric)
                    expect(states.count) == 3
                    expect(states.first) == .idle
                    expect(states.dropFirst().first?.isLoading) == true
                    expect(states.last?.value?.place) == "A Coruña"
                }
                it("shows metric units: Celsius and metres per second") {
                    let report = try await loaded(.metric).last?.value
                    expect(report?.temperatureText) == "14.3 °C"
                    expect(report?.windText) == "6.2 m/s WSW"
                }
                it("shows imperial units: Fahrenheit and miles per hour") {
                    let report = try await loaded(.imperial).last?.value
                    expect(report?.temperatureText) == "57.7 °F"
                    expect(report?.windText) == "13.9 mph WSW"
                }
                it("shows kelvin with metres per second") {
                    let report = try await loaded(.kelvin).last?.value
                    expect(report?.temperatureText) == "287.4 K"
                    expect(report?.windText) == "6.2 m/s WSW"
                }
                it("rounds pressure and humidity to whole numbers") {
                    let report = try await loaded(.metric).last?.value
                    expect(report?.pressureText) == "1014 hPa"
                    expect(report?.humidityText) == "82 %"
                    expect(report?.description) == "light rain"
                }
                it("names the compass point of the wind, or none when calm") {
                    let calm = WeatherProviderStub {
                        $0.weather["Lugo"] = CurrentWeather(
                            place: "Lugo",
                            description: "fog",
                            temperature: .kelvin(273.15),
                            pressure: 1020,
                            humidity: 99,
                            windSpeed: 0,
                            windDirection: nil
                        )
                    }
                    let report = try await loaded(.metric, provider: calm, query: .city("Lugo")).last?.value
                    expect(report?.windText) == "0.0 m/s"
                    expect(report?.temperatureText) == "0.0 °C"
                    expect(report?.windCompass).to(beNil())
                }
                it("chains coordinates into the weather without geocoding") {
                    let provider = WeatherProviderStub()
                    let report = try await loaded(.metric, provider: provider, query: .coordinates(try Coordinates(latitude: 43.37, longitude: -8.4)))
                        .last?.value
                    expect(report?.place) == "43.3700, -8.4000"
                    expect(provider.calls) == ["weather 43.3700, -8.4000"]
                }
            }

            context("when it fails") {
                let cases: [(String, WeatherError, String)] = [
                    ("offline", .offline(provider: "Stub"), "cannot reach Stub: the network is offline or the host is unreachable"),
                    ("timed out", .timeout(provider: "Stub"), "Stub did not answer in time"),
                    (
                        "unauthorized", .unauthorized(provider: "OpenWeather", variable: "OPENWEATHER_API_KEY"),
                        "OpenWeather refused the API key in OPENWEATHER_API_KEY (unauthorized)"
                    ),
                    ("rate limited", .rateLimited(provider: "Stub"), "Stub is limiting requests (HTTP 429 too many requests)"),
                    ("not found", .notFound(provider: "Stub", what: "weather for this place"), "Stub has no weather for this place"),
                    (
                        "endpoint not found", .endpointNotFound(provider: "Stub", what: "weather for this place"),
                        "Stub answered HTTP 404 (not found) when asked for the weather for this place"
                    ),
                    (
                        "undecodable", .undecodable(provider: "Stub", detail: "field current.temperature_2m is missing"),
                        "Stub sent a response that could not be read: field current.temperature_2m is missing"
                    ),
                ]
                for (name, error, message) in cases {
                    it("publishes the \(name) error itself, with its message and exit status") {
                        let provider = WeatherProviderStub { $0.weatherErrors["A Coruña"] = error }
                        let failure = try await loaded(.metric, provider: provider).last?.failure
                        expect((failure as? WeatherError)?.message) == message
                        expect(failure as? WeatherError) == error
                    }
                }
                it("shows an unknown city") {
                    let failure = try await loaded(.metric, query: .city("Atlantis")).last?.failure
                    expect(failure as? WeatherError) == .unknownCity("Atlantis")
                    expect((failure as? WeatherError)?.message) == "no city called \"Atlantis\" was found"
                }
                it("times out when the provider never answers, naming the provider") {
                    // A time limit the graph does not set: made directly.
                    let viewModel = CurrentWeatherViewModel(
                        lookup: WeatherLookup(provider: NeverAnsweringProviderStub()),
                        providerName: "Stub",
                        timeLimit: .milliseconds(20)
                    )
                    viewModel.load(.city("Lugo"), units: .metric)
                    _ = await viewModel.state.finished()
                    expect((viewModel.state.value.failure as? WeatherError)?.message) == "Stub did not answer in time"
                    expect(viewModel.state.value.failure as? WeatherError) == .timeout(provider: "Stub")
                }
            }
        }
    }
}

/// A provider whose geocoding waits until cancelled.
struct NeverAnsweringProviderStub: Geocoding, CurrentWeatherProviding {
    func locate(city: String) async throws -> Location {
        try await Task.sleep(for: .seconds(3600))
        throw CancellationError()
    }

    func currentWeather(at location: Location) async throws -> CurrentWeather {
        throw CancellationError()
    }
}
