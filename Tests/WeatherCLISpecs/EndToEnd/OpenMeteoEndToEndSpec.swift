import CompositionTesting
import Foundation
import SpecKit
import SpecKitHTTP
import SpecKitRobot
import WeatherAssemblies

/// The built `weather` on Open-Meteo, every API pointed at a loopback server serving fixtures.
final class OpenMeteoEndToEndSpec: Spec {
    override func spec() {
        describe("weather on Open-Meteo") {
            func weather(_ server: LoopbackHTTPServer, _ arguments: String...) async throws -> CommandRobot {
                let base = server.baseURL.appendingPathComponent("v1").absoluteString
                return try await WeatherApp.application.test(.executable) { $0 }.arguments(arguments).timeLimit(.seconds(30))
                    .environment([
                        "WEATHER_PROVIDER": "open-meteo", "OPEN_METEO_URL": base,
                        "OPEN_METEO_AIR_QUALITY_URL": base, "OPEN_METEO_GEOCODING_URL": base,
                    ])
            }
            func server() throws -> LoopbackHTTPServer {
                let server = try LoopbackHTTPServer()
                server.serve("/v1/search", fixture: "open-meteo-search-lugo.json")
                server.serve("/v1/forecast", fixture: "open-meteo-forecast.json")
                server.serve("/v1/air-quality", fixture: "open-meteo-air-quality.json")
                return server
            }

            it("chains the city's location into its current weather") {
                let server = try server()
                try await weather(server, "current", "--city", "Lugo").run()
                    .expectExitCode(0)
                    .expectOutput(equals: "Lugo: overcast\nTemperature  10.8 °C\nPressure     963 hPa\nHumidity     88 %\nWind         2.1 m/s SSW\n")
                    .expectError(equals: "")
                expect(server.requests.map(\.path)) == ["/v1/search", "/v1/forecast"]
                expect(server.requests.first?.query["name"]) == "Lugo"
                expect(server.requests.last?.query["latitude"]) == "43.0099"
            }
            it("shows the UV index from the air-quality API") {
                let server = try server()
                try await weather(server, "uv", "--short", "--lat", "43.01", "--lon", "-7.56").run()
                    .expectExitCode(0)
                    .expectOutput(equals: "UV 6.5 High\n")
                expect(server.requests.map(\.path)) == ["/v1/air-quality"]
            }
            it("fetches the four pollutants, one request each") {
                let server = try server()
                try await weather(server, "air", "--lat", "43.01", "--lon", "-7.56").run()
                    .expectExitCode(0)
                    .expectOutput(contains: "Air quality in 43.0100, -7.5600: Low")
                    .expectOutput(contains: "O3         61.5 µg/m³  Low")
                expect(Set(server.requests.compactMap { $0.query["current"] })) == ["pm2_5", "pm10", "nitrogen_dioxide", "ozone"]
            }
            it("fetches many cities, each located then its weather") {
                let server = try server()
                try await weather(server, "cities", "--json").run().expectExitCode(0).expectOutput(contains: "\"failed\" : 0")
                expect(server.requests.filter { $0.path == "/v1/search" }.count) == 4
                expect(server.requests.filter { $0.path == "/v1/forecast" }.count) == 4
            }

            it("writes a place name's escape sequences as text, with colour or without") {
                let server = try server()
                let lugo = String(decoding: WeatherFixtures.body("open-meteo-search-lugo.json"), as: UTF8.self)
                server.route(
                    .get,
                    "/v1/search",
                    headers: ["Content-Type": "application/json"],
                    body: lugo.replacingOccurrences(of: #""name":"Lugo""#, with: #""name":"Lugo\u001b]52;c;SGVsbG8=\u0007\u001b[2J""#)
                )
                for colour in [["NO_COLOR": "1"], ["FORCE_COLOR": "1"]] {
                    let result = try await weather(server, "current", "--city", "Lugo").environment(colour).run().expectExitCode(0)
                    expect(result.standardOutput).to(contain(#"Lugo\u{1B}]52;c;SGVsbG8=\u{07}\u{1B}[2J"#))
                    expect(result.standardOutput.replacing(/\x{1B}\[[0-9;]*m/, with: "")).toNot(contain("\u{1B}"))
                    expect(result.standardOutput).toNot(contain("\u{07}"))
                }
            }

            describe("bad answers") {
                it("reports an unknown city with 66") {
                    let server = try server()
                    server.serve("/v1/search", fixture: "open-meteo-search-none.json")
                    try await weather(server, "current", "--city", "Atlantis").run()
                        .expectExitCode(66)
                        .expectError(
                            equals: "weather: error: no city called \"Atlantis\" was found\nhint: check the spelling, or give --lat and --lon\n"
                        )
                }
                it("reports a 404 from the geocoding URL as the service's failure, not a missing city, with 69") {
                    let server = try server()
                    server.route(.get, "/v1/search", status: 404, body: "Not Found")
                    let result = try await weather(server, "current", "--city", "A Coruña").run()
                        .expectExitCode(69)
                        .expectError(
                            contains: "weather: error: Open-Meteo answered HTTP 404 (not found) when asked for the city called \"A Coruña\"\n"
                        )
                    expect(result.standardError).toNot(contain("no city called"))
                }
                it("reports 429 as rate limited with 69") {
                    let server = try server()
                    server.route(.get, "/v1/forecast", status: 429, body: "")
                    try await weather(server, "current", "--lat", "1", "--lon", "2").run()
                        .expectExitCode(69)
                        .expectError(contains: "weather: error: Open-Meteo is limiting requests (HTTP 429 too many requests)\n")
                }
                it("reports 500 with 69") {
                    let server = try server()
                    server.route(.get, "/v1/forecast", status: 500, body: "oops")
                    try await weather(server, "current", "--lat", "1", "--lon", "2").run()
                        .expectExitCode(69)
                        .expectError(contains: "weather: error: Open-Meteo failed with HTTP status 500\n")
                }
                it("reports malformed JSON with 65") {
                    let server = try server()
                    server.route(.get, "/v1/forecast", body: "{\"current\": ")
                    try await weather(server, "current", "--lat", "1", "--lon", "2").run()
                        .expectExitCode(65)
                        .expectError(contains: "weather: error: Open-Meteo sent a response that could not be read: the body is not valid JSON\n")
                }
                it("reports a host nobody listens on as offline with 69") {
                    // Port 1, which nothing of the run listens on (a stopped server's port may be
                    // taken by another spec's server meanwhile).
                    try await weather(try server(), "current", "--lat", "1", "--lon", "2")
                        .environment(["OPEN_METEO_URL": "http://127.0.0.1:1/v1"]).run()
                        .expectExitCode(69)
                        .expectError(contains: "weather: error: cannot reach Open-Meteo")
                }
            }
        }
    }
}
