import Composition
import CompositionTesting
import Foundation
import SpecKit
import SpecKitRobot
import WeatherAssemblies

/// The built `weather` on the bundled providers: offline, compiled-in defaults only (the
/// robot's working directory has no Config/).
final class BundledWeatherEndToEndSpec: Spec {
    override func spec() {
        describe("weather on the bundled providers") {
            func weather(_ arguments: String...) async throws -> CommandRobot {
                try await WeatherApp.application.test(.executable) { $0 }.arguments(arguments).timeLimit(.seconds(30))
            }

            it("answers --version with the framework's release, as CHANGELOG.md records it") {
                try await weather("--version").run()
                    .expectExitCode(0)
                    .expectOutput(equals: Application.frameworkVersion + "\n")
            }

            describe("current") {
                it("shows the configured location's weather") {
                    try await weather("current").run()
                        .expectExitCode(0)
                        .expectOutput(
                            equals:
                                "A Coruña: light rain\nTemperature  14.3 °C\nPressure     1014 hPa\nHumidity     82 %\nWind         6.2 m/s WSW\nnote: sample data from the bundled provider, not a real reading; set weather.provider (see 'weather config')\n"
                        )
                        .expectError(equals: "")
                }
                it("fails with one error line, exit 74, when standard output is full") {
                    let robot = try await weather()
                    try await CommandRobot(executable: URL(fileURLWithPath: "/bin/sh"))
                        .environment(["HOME": robot.home.path, "NO_COLOR": "1", "APP": robot.executable.path])
                        .arguments("-c", #""$APP" current > /dev/full"#)
                        .timeLimit(.seconds(30))
                        .run()
                        .expectExitCode(74)
                        .expectError(equals: "weather: error: cannot write to standard output: no space is left on the device\n")
                }
                it("takes --city and --units") {
                    try await weather("current", "--city", "Ourense", "--units", "kelvin").run()
                        .expectExitCode(0)
                        .expectOutput(contains: "Temperature  286.8 K")
                }
                it("takes weather.location from the environment") {
                    try await weather("current").environment(["WEATHER_LOCATION": "42.4310,-8.6444"]).run()
                        .expectExitCode(0)
                        .expectOutput(contains: "42.4310, -8.6444: moderate rain")
                }
                it("rejects a weather.location off the globe when the configuration is loaded, exit 78") {
                    try await weather("current").environment(["WEATHER_LOCATION": "95,10"]).run()
                        .expectExitCode(78)
                        .expectError(contains: "invalid value '95,10' for weather.location in environment variable WEATHER_LOCATION")
                }
                it("prints JSON with --json") {
                    try await weather("current", "--json").run()
                        .expectExitCode(0)
                        .expectOutput(contains: "\"windCompass\" : \"WSW\"")
                }
            }

            describe("cities") {
                it("shows the four default cities") {
                    let result = try await weather("cities").run().expectExitCode(0)
                    expect(result.standardOutput).to(matchSnapshot(named: "cities"))
                }
                it("shows a failed city on its row, the others as usual, and exits 66 (not found)") {
                    try await weather("cities", "Lugo", "Atlantis", "Vigo").run()
                        .expectExitCode(66)
                        .expectOutput(contains: "Atlantis       failed")
                        .expectOutput(contains: "Vigo")
                        .expectError(equals: "weather: error: 1 of 3 cities failed; their rows say why\n")
                }
            }

            describe("uv") {
                it("shows the index, band and observation time") {
                    try await weather("uv", "--city", "Sydney").run()
                        .expectExitCode(0)
                        .expectOutput(
                            equals:
                                "UV index in Sydney: 11.3 Extreme\nObserved Friday, November 21, 2025 at 12:00 PM UTC\nnote: sample data from the bundled provider, not a real reading; set weather.provider (see 'weather config')\n"
                        )
                }
                it("prints one line with --short") {
                    try await weather("uv", "--short").run().expectExitCode(0).expectOutput(equals: "UV 1.8 Low (sample data)\n")
                }
            }

            describe("air") {
                it("shows the four pollutants and the overall level") {
                    let result = try await weather("air", "--city", "Paris").run().expectExitCode(0)
                    expect(result.standardOutput).to(matchSnapshot(named: "air"))
                }
            }

            describe("places") {
                it("shows places of a type") {
                    try await weather("places", "--type", "museum").run()
                        .expectExitCode(0)
                        .expectOutput(contains: "Aquarium Finisterrae     4.6  open")
                }
            }

            describe("colour") {
                it("is never written off a terminal") {
                    let result = try await weather("air").environment(["TERM": "xterm-256color"]).run().expectExitCode(0)
                    expect(result.standardOutput).toNot(contain("\u{1B}["))
                }
            }

            describe("bad input") {
                it("rejects a latitude off the globe with 64") {
                    try await weather("current", "--lat", "91", "--lon", "0").run()
                        .expectExitCode(64)
                        .expectError(
                            equals:
                                "weather: error: invalid coordinates 91,0: latitude must be between -90 and 90, longitude between -180 and 180\nhint: for example --lat 43.37 --lon -8.40\n"
                        )
                        .expectOutput(equals: "")
                }
                it("rejects a longitude off the globe with 64") {
                    try await weather("uv", "--lat", "0", "--lon", "200").run().expectExitCode(64).expectError(contains: "invalid coordinates 0,200")
                }
                it("rejects --lat without --lon with 64") {
                    try await weather("air", "--lat", "43").run().expectExitCode(64).expectError(contains: "--lon is missing")
                }
                it("rejects a latitude that is not a number with a usage error") {
                    try await weather("current", "--lat", "north", "--lon", "3").run().expectExitCode(64).expectError(
                        contains: "weather: error: The value 'north' is invalid for '--lat <degrees>'"
                    )
                }
                it("rejects an unknown city with 66, the not-found status people-roulette's show uses too") {
                    try await weather("current", "--city", "Atlantis").run()
                        .expectExitCode(66)
                        .expectError(
                            equals: "weather: error: no city called \"Atlantis\" was found\nhint: check the spelling, or give --lat and --lon\n"
                        )
                }
                it("rejects an empty WEATHER_CITIES at start-up with 78 instead of printing an empty table") {
                    let result = try await weather("cities").environment(["WEATHER_CITIES": ",,"]).run()
                        .expectExitCode(78)
                        .expectError(
                            equals:
                                "weather: error: invalid value ',,' for weather.cities in environment variable WEATHER_CITIES: expected a list of at least one item: a JSON array, or items separated by commas\n"
                        )
                    expect(result.standardOutput) == ""
                }
                it("lists the exit statuses in its help, the same table as people-roulette") {
                    try await weather("--help").run().expectExitCode(0)
                        .expectOutput(contains: "EXIT STATUS:\n  0                       success\n")
                        .expectOutput(contains: "  66                      not found: nothing matches what was asked for\n")
                }
                it("rejects unknown units with 64") {
                    try await weather("current", "--units", "rankine").run().expectExitCode(64)
                }
                it("rejects an unknown provider at start-up with 78") {
                    try await weather("current").environment(["WEATHER_PROVIDER": "accuweather"]).run()
                        .expectExitCode(78)
                        .expectError(contains: "weather.provider")
                }
            }

            describe("config and graph") {
                it("shows the weather keys and never a key's value") {
                    try await weather("config").environment(["OPENWEATHER_API_KEY": "sk-never-shown"]).run()
                        .expectExitCode(0)
                        .expectOutput(contains: "weather.cities=A Coruña,Lugo,Ourense,Pontevedra")
                        .expectOutput(contains: "openweather.api-key=<redacted>")
                        .expectError(equals: "")
                    let result = try await weather("config", "--json").environment(["OPENWEATHER_API_KEY": "sk-never-shown"]).run()
                    expect(result.standardOutput).toNot(contain("sk-never-shown"))
                }
                it("shows which providers were chosen") {
                    try await weather("graph").run()
                        .expectExitCode(0)
                        .expectOutput(contains: "BundledWeatherProvider")
                        .expectOutput(contains: "BundledPlacesProvider")
                }
            }
        }
    }
}
