import CompositionTesting
import Foundation
import SpecKit
import SpecKitHTTP
import SpecKitRobot
import WeatherAssemblies

/// The built `weather` on OpenWeather, pointed at a loopback server serving the original app's
/// fixtures. The key must reach the server, and nothing the user sees.
final class OpenWeatherEndToEndSpec: Spec {
    override func spec() {
        describe("weather on OpenWeather") {
            let key = "ow-e2e-secret-0123456789"
            func weather(_ server: LoopbackHTTPServer, key: String? = key, _ arguments: String...) async throws -> CommandRobot {
                var environment = ["WEATHER_PROVIDER": "openweather", "OPENWEATHER_URL": server.baseURL.absoluteString]
                if let key { environment["OPENWEATHER_API_KEY"] = key }
                return try await WeatherApp.application.test(.executable) { $0 }.arguments(arguments).timeLimit(.seconds(30)).environment(environment)
            }
            func server() throws -> LoopbackHTTPServer {
                let server = try LoopbackHTTPServer()
                server.serve("/data/2.5/weather", fixture: "openweather-current.json")
                server.serve("/data/2.5/uvi", fixture: "openweather-uvi.json")
                server.serve("/data/2.5/air_pollution", fixture: "openweather-air-pollution.json")
                return server
            }
            func expectNoKey(_ result: CommandResult) {
                expect(result.standardOutput).toNot(contain(key))
                expect(result.standardError).toNot(contain(key))
            }

            it("shows the current weather, sending the key as appid") {
                let server = try server()
                let result = try await weather(server, "current", "--city", "London").run()
                    .expectExitCode(0)
                    .expectOutput(
                        equals:
                            "London: light intensity drizzle\nTemperature  7.2 °C\nPressure     1012 hPa\nHumidity     81 %\nWind         4.1 m/s E\n"
                    )
                expectNoKey(result)
                expect(server.requests.map { $0.query["appid"] }) == [key, key]
                expect(server.requests.first?.query["q"]) == "London"
            }
            it("logs each request with its status at LOG_LEVEL=debug, and never the key, in text or JSON") {
                let server = try server()
                for json in [false, true] {
                    let robot = try await weather(server, "current", "--city", "London").environment(["LOG_LEVEL": "debug"])
                    let result = try await (json ? robot.arguments("--json", "current", "--city", "London") : robot).run().expectExitCode(0)
                    expect(result.standardError).to(contain(json ? #""message":"HTTP request""# : "debug weather: HTTP request"))
                    expect(result.standardError).to(contain(json ? #""status":"200""# : "status=200"))
                    expect(result.standardError).to(contain("OPENWEATHER_API_KEY"))
                    expectNoKey(result)
                }
            }
            it("shows the UV index and when it was observed") {
                let server = try server()
                try await weather(server, "uv", "--lat", "37.75", "--lon", "-122.37").run()
                    .expectExitCode(0)
                    .expectOutput(equals: "UV index in 37.7500, -122.3700: 10.1 Very high\nObserved Monday, June 26, 2017 at 12:00 PM UTC\n")
            }
            it("shows the air quality") {
                let server = try server()
                try await weather(server, "air", "--lat", "51.51", "--lon", "-0.13").run()
                    .expectExitCode(0)
                    .expectOutput(contains: "NO2        52.1 µg/m³  Low")
            }

            describe("bad input and answers") {
                it("warns once on standard error that the key travels over plain http, and still answers") {
                    let server = try server()
                    let result = try await weather(server, "current", "--city", "London").run().expectExitCode(0)
                    expect(result.standardError)
                        == "warning: an API key is sent to 127.0.0.1 over plain http, readable by anyone on the way; use https\n"
                    expectNoKey(result)
                }
                it("refuses to send the key over plain http under http.refuse-downgrade, with 78 and no request") {
                    let server = try server()
                    let result = try await weather(server, "--set", "http.refuse-downgrade=true", "current", "--city", "London").run()
                        .expectExitCode(78)
                        .expectError(
                            contains: "its URL is plain http, which would send the API key unencrypted, and http.refuse-downgrade refuses that"
                        )
                    expect(server.requests.count) == 0
                    expectNoKey(result)
                }
                it("describes an invalid openweather.url holding a password, never echoing it, with 78") {
                    let server = try server()
                    let result = try await weather(server, "--set", "openweather.url=http://u:owKEY-7f3a9c1e5b2d4a68/@127.0.0.1:1/", "current").run()
                        .expectExitCode(78)
                        .expectError(contains: "invalid URL for openweather.url in --set (45 characters, not shown as it may hold a secret)")
                    expect(result.standardError).toNot(contain("owKEY"))
                    expect(server.requests.count) == 0
                }
                it("fails naming the variable when the key is missing, before any request, with 78") {
                    let server = try server()
                    try await weather(server, key: nil, "current").run()
                        .expectExitCode(78)
                        .expectError(
                            equals:
                                "weather: error: OpenWeather needs an API key, and OPENWEATHER_API_KEY is not set\nhint: export OPENWEATHER_API_KEY=<your key>, or choose a provider that needs no key: weather.provider=open-meteo (see 'weather config')\n"
                        )
                    expect(server.requests.count) == 0
                }
                it("reports 401 as an unauthorized key naming the variable, never the key, with 78") {
                    let server = try server()
                    server.serve("/data/2.5/uvi", fixture: "openweather-unauthorized.json", status: 401)
                    let result = try await weather(server, "uv", "--lat", "1", "--lon", "2").run()
                        .expectExitCode(78)
                        .expectError(contains: "weather: error: OpenWeather refused the API key in OPENWEATHER_API_KEY (unauthorized)\n")
                    expectNoKey(result)
                }
                it("reports 429 as rate limited with 69") {
                    let server = try server()
                    server.route(.get, "/data/2.5/weather", status: 429, body: #"{"cod":429}"#)
                    let result = try await weather(server, "current", "--lat", "1", "--lon", "2").run()
                        .expectExitCode(69)
                        .expectError(contains: "OpenWeather is limiting requests")
                    expectNoKey(result)
                }
                it("reports 500 with 69") {
                    let server = try server()
                    server.route(.get, "/data/2.5/weather", status: 500, body: "")
                    try await weather(server, "current", "--lat", "1", "--lon", "2").run().expectExitCode(69).expectError(contains: "HTTP status 500")
                }
                it("reports malformed JSON with 65") {
                    let server = try server()
                    server.route(.get, "/data/2.5/uvi", body: #"{"value": "high"}"#)
                    try await weather(server, "uv", "--lat", "1", "--lon", "2").run()
                        .expectExitCode(65)
                        .expectError(contains: "OpenWeather sent a response that could not be read: field value should be a number")
                }
                it("reports an unknown city (404) with 65") {
                    let server = try server()
                    server.serve("/data/2.5/weather", fixture: "openweather-city-not-found.json", status: 404)
                    try await weather(server, "current", "--city", "Atlantis").run().expectExitCode(66).expectError(
                        contains: "no city called \"Atlantis\""
                    )
                }
                it("shows a failed city among many on its row, with 69") {
                    let server = try server()
                    server.route(.get, "/data/2.5/weather", status: 503, body: "")
                    let result = try await weather(server, "cities", "Lugo", "Vigo").run()
                        .expectExitCode(69)
                        .expectError(
                            equals:
                                "warning: an API key is sent to 127.0.0.1 over plain http, readable by anyone on the way; use https\nweather: error: 2 of 2 cities failed; their rows say why\n"
                        )
                    expect(result.standardOutput).to(contain("Lugo"))
                    expect(result.standardOutput).to(contain("OpenWeather failed with HTTP status 503"))
                    expectNoKey(result)
                }
                it("never shows the key in config") {
                    let server = try server()
                    let result = try await weather(server, "config").run().expectExitCode(0).expectOutput(contains: "openweather.api-key=<redacted>")
                    expectNoKey(result)
                }
            }
        }
    }
}
