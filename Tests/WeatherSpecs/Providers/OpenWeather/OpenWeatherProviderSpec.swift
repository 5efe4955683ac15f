import Foundation
import Networking
import NetworkingTesting
import SpecKit
import SpecKitHTTP

@testable import Weather

final class OpenWeatherProviderSpec: Spec {
    override func spec() {
        describe("OpenWeatherProvider") {
            let key = APIKey("ow-secret-key", variable: "OPENWEATHER_API_KEY")
            var http: HTTPStubs!
            var provider: OpenWeatherProvider!
            beforeEach {
                http = HTTPStubs()
                provider = OpenWeatherProvider(
                    api: CurlAPIHandler(transport: HTTPStubsTransport(http)),
                    baseURL: URL(string: "https://api.openweathermap.org") ?? URL(fileURLWithPath: "/"),
                    key: key,
                    timeout: 5
                )
            }
            afterEach {
                provider = nil
                http = nil
            }
            let london = Location(name: "London", coordinates: Coordinates(known: 51.51, -0.13))

            describe("locating a city") {
                it("asks the current-weather endpoint by name with the key, and takes its name and coordinates") {
                    http.stub(.get, host: "api.openweathermap.org", path: "/data/2.5/weather").respond(
                        fixture: WeatherFixtures.url("openweather-current.json")
                    )
                    let location = try await provider.locate(city: "london")
                    expect(location.name) == "London"
                    expect(location.coordinates.latitude) == 51.51
                    expect(location.coordinates.longitude) == -0.13
                    let request = try require(http.requests.first).toNot(beNil())
                    expect(request.method) == .get
                    expect(request.query) == ["q": "london", "appid": "ow-secret-key"]
                }
                it("fails with an unknown city for 404") {
                    http.stub(.get, host: "api.openweathermap.org", path: "/data/2.5/weather").respond(
                        status: 404,
                        fixture: WeatherFixtures.url("openweather-city-not-found.json")
                    )
                    await expecta { try await provider.locate(city: "Atlantis") }.to(throwError(WeatherError.unknownCity("Atlantis")))
                }
            }

            describe("the current weather") {
                it("asks by coordinates with the key, in kelvin as the API answers") {
                    http.stub(.get, host: "api.openweathermap.org", path: "/data/2.5/weather").respond(
                        fixture: WeatherFixtures.url("openweather-current.json")
                    )
                    let weather = try await provider.currentWeather(at: london)
                    expect(weather)
                        == CurrentWeather(
                            place: "London",
                            description: "light intensity drizzle",
                            temperature: .kelvin(280.32),
                            pressure: 1012.1,
                            humidity: 81,
                            windSpeed: 4.1,
                            windDirection: 80
                        )
                    expect(http.requests.first?.query) == ["lat": "51.51", "lon": "-0.13", "appid": "ow-secret-key"]
                }
            }

            describe("the UV index") {
                it("asks the uvi endpoint and reads the date") {
                    http.stub(.get, host: "api.openweathermap.org", path: "/data/2.5/uvi").respond(
                        fixture: WeatherFixtures.url("openweather-uvi.json")
                    )
                    let index = try await provider.uvIndex(at: london.coordinates)
                    expect(index.value) == 10.06
                    expect(index.date) == Date(timeIntervalSince1970: 1_498_478_400)
                    let request = try require(http.requests.first).toNot(beNil())
                    expect(request.method) == .get
                    expect(request.query) == ["lat": "51.51", "lon": "-0.13", "appid": "ow-secret-key"]
                }
            }

            describe("the pollutants") {
                it("reads each from the air pollution endpoint") {
                    http.stub(.get, host: "api.openweathermap.org", path: "/data/2.5/air_pollution").respond(
                        fixture: WeatherFixtures.url("openweather-air-pollution.json")
                    )
                    let actual7 = try await provider.reading(of: .no2, at: london.coordinates)
                    expect(actual7) == PollutantReading(pollutant: .no2, value: 52.1)
                    let actual8 = try await provider.reading(of: .pm25, at: london.coordinates)
                    expect(actual8) == PollutantReading(pollutant: .pm25, value: 14.2)
                    expect(http.requests.first?.query) == ["lat": "51.51", "lon": "-0.13", "appid": "ow-secret-key"]
                }
            }

            describe("failures") {
                func failure(status: Int, fixture: String? = nil) async -> WeatherError? {
                    let stub = http.stub(.get, host: "api.openweathermap.org", path: "/data/2.5/uvi")
                    if let fixture { stub.respond(status: status, fixture: WeatherFixtures.url(fixture)) } else { stub.respond(status: status) }
                    do {
                        _ = try await provider.uvIndex(at: london.coordinates)
                        return nil
                    } catch {
                        return error as? WeatherError
                    }
                }
                it("says unauthorized for 401, naming the key's variable and never the key") {
                    let error = await failure(status: 401, fixture: "openweather-unauthorized.json")
                    expect(error) == .unauthorized(provider: "OpenWeather", variable: "OPENWEATHER_API_KEY")
                    expect(error?.message) == "OpenWeather refused the API key in OPENWEATHER_API_KEY (unauthorized)"
                    expect("\(error?.message ?? "") \(error?.hint ?? "")").toNot(contain("ow-secret-key"))
                }
                it("says rate limited for 429") {
                    let actual9 = await failure(status: 429)
                    expect(actual9) == .rateLimited(provider: "OpenWeather")
                }
                it("says the provider failed for 500") {
                    let actual10 = await failure(status: 500)
                    expect(actual10) == .providerFailed(provider: "OpenWeather", status: 500)
                }
                it("says undecodable for malformed JSON") {
                    http.stub(.get, host: "api.openweathermap.org", path: "/data/2.5/uvi").respond(body: "not json")
                    await expecta { try await provider.uvIndex(at: london.coordinates) }
                        .to(throwError(WeatherError.undecodable(provider: "OpenWeather", detail: "the body is not valid JSON")))
                }
                it("never shows the key when the connection fails") {
                    http.stub(.get, host: "api.openweathermap.org").fail(.cannotConnectToHost)
                    do {
                        _ = try await provider.uvIndex(at: london.coordinates)
                        fail("expected a failure")
                    } catch {
                        expect(error as? WeatherError) == .offline(provider: "OpenWeather")
                        expect(String(describing: error)).toNot(contain("ow-secret-key"))
                    }
                }
            }

            it("never shows its key when described") {
                expect(String(describing: provider)).toNot(contain("ow-secret-key"))
                expect(String(reflecting: key)) == "<redacted>"
            }
        }
    }
}
