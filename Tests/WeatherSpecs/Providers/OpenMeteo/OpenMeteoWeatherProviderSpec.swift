import Foundation
import Networking
import NetworkingTesting
import SpecKit
import SpecKitHTTP

@testable import Weather

final class OpenMeteoWeatherProviderSpec: Spec {
    override func spec() {
        describe("OpenMeteoWeatherProvider") {
            var http: HTTPStubs!
            var provider: OpenMeteoWeatherProvider!
            beforeEach {
                http = HTTPStubs()
                provider = OpenMeteoWeatherProvider(
                    api: CurlAPIHandler(transport: HTTPStubsTransport(http)),
                    urls: OpenMeteoURLsFixture.standard,
                    timeout: 5
                )
            }
            afterEach {
                provider = nil
                http = nil
            }
            let lugo = Location(name: "Lugo", coordinates: Coordinates(known: 43.0097, -7.556))

            describe("locating a city") {
                it("asks the geocoding API for one English match and takes its name and coordinates") {
                    http.stub(.get, host: "geocoding-api.open-meteo.com", path: "/v1/search").respond(
                        fixture: WeatherFixtures.url("open-meteo-search-lugo.json")
                    )
                    let location = try await provider.locate(city: "lugo")
                    expect(location.name) == "Lugo"
                    expect(location.coordinates.latitude) == 43.00992
                    let request = try require(http.requests.first).toNot(beNil())
                    expect(request.method) == .get
                    expect(request.query) == ["name": "lugo", "count": "1", "language": "en", "format": "json"]
                }
                it("fails as the service's 404, not an unknown city, when the geocoding URL answers 404") {
                    http.stub(.get, host: "geocoding-api.open-meteo.com", path: "/v1/search").respond(status: 404, body: "Not Found")
                    let expected = WeatherError.endpointNotFound(provider: "Open-Meteo", what: "city called \"A Coruña\"")
                    await expecta { try await provider.locate(city: "A Coruña") }.to(throwError(expected))
                    expect(expected.message) == "Open-Meteo answered HTTP 404 (not found) when asked for the city called \"A Coruña\""
                    expect(expected.exitCode) == .unavailable
                }
                it("fails with an unknown city when there are no results") {
                    http.stub(.get, host: "geocoding-api.open-meteo.com", path: "/v1/search").respond(
                        fixture: WeatherFixtures.url("open-meteo-search-none.json")
                    )
                    await expecta { try await provider.locate(city: "Atlantis") }.to(throwError(WeatherError.unknownCity("Atlantis")))
                }
            }

            describe("the current weather") {
                it("asks the forecast API for the current variables in m/s and GMT, and keeps °C as given") {
                    http.stub(.get, host: "api.open-meteo.com", path: "/v1/forecast").respond(
                        fixture: WeatherFixtures.url("open-meteo-forecast.json")
                    )
                    let weather = try await provider.currentWeather(at: lugo)
                    expect(weather.place) == "Lugo"
                    expect(weather.description) == "overcast"
                    expect(weather.temperature) == .celsius(10.8)
                    expect(weather.pressure) == 963.4
                    expect(weather.humidity) == 88
                    expect(weather.windSpeed) == 2.1
                    expect(weather.windDirection) == 200
                    let request = try require(http.requests.first).toNot(beNil())
                    expect(request.method) == .get
                    expect(request.query) == [
                        "latitude": "43.0097", "longitude": "-7.556",
                        "current": "temperature_2m,relative_humidity_2m,surface_pressure,wind_speed_10m,wind_direction_10m,weather_code",
                        "wind_speed_unit": "ms", "timezone": "GMT",
                    ]
                }
            }

            describe("the UV index") {
                it("asks the air-quality API for uv_index and reads the time as GMT") {
                    http.stub(.get, host: "air-quality-api.open-meteo.com", path: "/v1/air-quality").respond(
                        fixture: WeatherFixtures.url("open-meteo-air-quality-uv.json")
                    )
                    let index = try await provider.uvIndex(at: lugo.coordinates)
                    expect(index.value) == 6.45
                    expect(index.date) == Date(timeIntervalSince1970: 1_763_726_400)
                    expect(http.requests.first?.query) == ["latitude": "43.0097", "longitude": "-7.556", "current": "uv_index", "timezone": "GMT"]
                }
                it("says there is none when the value is null") {
                    http.stub(.get, host: "air-quality-api.open-meteo.com", path: "/v1/air-quality")
                        .respond(body: #"{"current":{"time":"2025-11-21T12:00","uv_index":null}}"#)
                    await expecta { try await provider.uvIndex(at: lugo.coordinates) }
                        .to(throwError(WeatherError.notFound(provider: "Open-Meteo", what: "UV index for 43.0097,-7.556")))
                }
            }

            describe("the pollutants") {
                let variables: [(Pollutant, String, Double)] = [
                    (.pm25, "pm2_5", 9.3), (.pm10, "pm10", 17.2), (.no2, "nitrogen_dioxide", 22), (.o3, "ozone", 61.5),
                ]
                for (pollutant, variable, value) in variables {
                    it("asks the air-quality API for \(variable) as \(pollutant.rawValue)") {
                        http.stub(.get, host: "air-quality-api.open-meteo.com", path: "/v1/air-quality", query: ["current": variable])
                            .respond(fixture: WeatherFixtures.url("open-meteo-air-quality-\(variable).json"))
                        let reading = try await provider.reading(of: pollutant, at: lugo.coordinates)
                        expect(reading) == PollutantReading(pollutant: pollutant, value: value)
                        expect(http.requests.first?.query) == ["latitude": "43.0097", "longitude": "-7.556", "current": variable, "timezone": "GMT"]
                    }
                }
            }

            describe("many cities through the cities worker") {
                it("shows an unknown city as a failed row and the others as usual") {
                    http.stub(.get, host: "geocoding-api.open-meteo.com", path: "/v1/search").respond(
                        fixture: WeatherFixtures.url("open-meteo-search-lugo.json")
                    )
                    http.stub(.get, host: "geocoding-api.open-meteo.com", path: "/v1/search", query: ["name": "Atlantis"])
                        .respond(fixture: WeatherFixtures.url("open-meteo-search-none.json"))
                    http.stub(.get, host: "api.open-meteo.com", path: "/v1/forecast").respond(
                        fixture: WeatherFixtures.url("open-meteo-forecast.json")
                    )
                    let rows = try await CitiesWeatherWorker(lookup: WeatherLookup(provider: provider)).run(["Lugo", "Atlantis", "Lugo"])
                    expect(rows.map { (try? $0.result.get())?.place }) == ["Lugo", nil, "Lugo"]
                    expect(rows[1].result.failure as? WeatherError) == .unknownCity("Atlantis")
                }
            }

            describe("failures") {
                func failure(_ configure: (HTTPStub) -> Void) async -> WeatherError? {
                    configure(http.stub(.get, host: "api.open-meteo.com", path: "/v1/forecast"))
                    do {
                        _ = try await provider.currentWeather(at: lugo)
                        return nil
                    } catch {
                        return error as? WeatherError
                    }
                }
                it("says rate limited for 429") {
                    let actual1 = await failure { $0.respond(status: 429) }
                    expect(actual1) == .rateLimited(provider: "Open-Meteo")
                }
                it("says the provider failed for 500") {
                    let actual2 = await failure { $0.respond(status: 500) }
                    expect(actual2) == .providerFailed(provider: "Open-Meteo", status: 500)
                }
                it("says the provider failed for a 400 with its error body") {
                    let actual3 = await failure { $0.respond(status: 400, fixture: WeatherFixtures.url("open-meteo-error.json")) }
                    expect(actual3) == .providerFailed(provider: "Open-Meteo", status: 400)
                }
                it("says undecodable for malformed JSON") {
                    let actual4 = await failure { $0.respond(body: "{\"current\": [") }
                    expect(actual4) == .undecodable(provider: "Open-Meteo", detail: "the body is not valid JSON")
                }
                it("names the missing field of an unexpected body") {
                    let missing = await failure { $0.respond(body: #"{"current":{"time":"2025-11-21T12:00"}}"#) }
                    expect(missing) == .undecodable(provider: "Open-Meteo", detail: "field current.temperature_2m is missing")
                }
                it("says offline without a connection") {
                    let actual5 = await failure { $0.fail(.notConnectedToInternet) }
                    expect(actual5) == .offline(provider: "Open-Meteo")
                }
                it("says timed out when the request times out") {
                    let actual6 = await failure { $0.fail(.timedOut) }
                    expect(actual6) == .timeout(provider: "Open-Meteo")
                }
            }
        }
    }
}

enum OpenMeteoURLsFixture {
    static let standard = OpenMeteoWeatherProvider.URLs(
        forecast: URL(string: "https://api.open-meteo.com/v1") ?? URL(fileURLWithPath: "/"),
        airQuality: URL(string: "https://air-quality-api.open-meteo.com/v1") ?? URL(fileURLWithPath: "/"),
        geocoding: URL(string: "https://geocoding-api.open-meteo.com/v1") ?? URL(fileURLWithPath: "/")
    )
}
