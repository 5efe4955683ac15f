import CLI
import Platform
import SpecKit
import Weather
import WeatherCLI

final class WeatherCommandsSpec: Spec {
    override func spec() {
        describe("WeatherCommands") {
            var runner: WeatherCommandRunner!
            beforeEach { runner = WeatherCommandRunner() }

            describe("current") {
                it("shows the configured location's weather") {
                    let status = await runner.run("current")
                    expect(status) == .success
                    expect(runner.standardOutput).to(beginWith("A Coruña: light rain\n"))
                }
                it("takes --city and --units") {
                    let status = await runner.run("current", "--city", "lugo", "--units", "imperial")
                    expect(status) == .success
                    expect(runner.standardOutput).to(contain("Lugo: overcast clouds"))
                    expect(runner.standardOutput).to(contain("°F"))
                }
                it("takes --lat and --lon") {
                    let status = await runner.run("current", "--lat", "42.4310", "--lon", "-8.6444")
                    expect(status) == .success
                    expect(runner.standardOutput).to(beginWith("42.4310, -8.6444: moderate rain\n"))
                }
                it("prints JSON with --json") {
                    let status = await runner.run("current", "--json")
                    expect(status) == .success
                    expect(runner.standardOutput).to(contain("\"temperatureUnit\" : \"°C\""))
                }
                it("rejects --lat without --lon in one line with a usage status") {
                    let status = await runner.run("current", "--lat", "43")
                    expect(status) == .usage
                    expect(runner.standardError)
                        == "weather: error: coordinates need both --lat and --lon, and --lon is missing\nhint: for example --lat 43.37 --lon -8.40\n"
                }
                it("rejects a latitude off the globe") {
                    let status = await runner.run("current", "--lat", "91", "--lon", "0")
                    expect(status) == .usage
                    expect(runner.standardError).to(beginWith("weather: error: invalid coordinates 91,0"))
                }
                it("rejects an unknown city with the not-found status") {
                    let status = await runner.run("current", "--city", "Atlantis")
                    expect(status) == .notFound
                    expect(runner.standardError).to(beginWith("weather: error: no city called \"Atlantis\" was found\n"))
                    expect(runner.standardOutput) == ""
                }
                it("rejects unknown units as a usage error") {
                    let status = await runner.run("current", "--units", "rankine")
                    expect(status) == .usage
                    expect(runner.standardError).to(contain("metric, imperial, kelvin"))
                }
            }

            describe("cities") {
                it("shows the configured cities") {
                    let status = await runner.run("cities")
                    expect(status) == .success
                    let lines = runner.standardOutput.split(separator: "\n").map { String($0.prefix(10)) }
                    expect(lines) == ["CITY      ", "A Coruña  ", "Lugo      ", "Ourense   ", "Pontevedra"]
                }
                it("shows the cities done on a progress line on a terminal's standard error, erased before the table") {
                    let terminal = WeatherCommandRunner(isTerminal: true)
                    let status = await terminal.run("cities", "Lugo", "Ourense")
                    expect(status) == .success
                    expect(terminal.standardError).to(contain("Fetching the weather  1/2  50%"))
                    expect(terminal.standardError).to(endWith("\r\u{1B}[2K"))
                    expect(terminal.standardOutput).to(contain("Ourense"))
                }
                it("draws no progress line with --json, or off a terminal") {
                    let terminal = WeatherCommandRunner(isTerminal: true)
                    let status = await terminal.run("cities", "Lugo", "--json")
                    _ = await runner.run("cities", "Lugo")
                    expect(status) == .success
                    expect([terminal.standardError, runner.standardError]) == ["", ""]
                }
                it("shows a failed city on its row and says some failed in the exit status") {
                    let status = await runner.run("cities", "Lugo", "Atlantis", "Vigo")
                    expect(status) == .notFound
                    expect(runner.standardOutput).to(contain("Atlantis"))
                    expect(runner.standardOutput).to(contain("Vigo"))
                    expect(runner.standardError) == "weather: error: 1 of 3 cities failed; their rows say why\n"
                }
            }

            describe("uv") {
                it("shows the index, its band and when it was observed") {
                    let status = await runner.run("uv", "--city", "Sydney")
                    expect(status) == .success
                    expect(runner.standardOutput) == "UV index in Sydney: 11.3 Extreme\nObserved Friday, November 21, 2025 at 12:00 PM UTC\n"
                }
                it("shows one line with --short") {
                    let status = await runner.run("uv", "--short", "--city", "Madrid")
                    expect(status) == .success
                    expect(runner.standardOutput) == "UV 3.4 Moderate\n"
                }
            }

            describe("--json") {
                it("prints the UV report as JSON, and refuses --short with it") {
                    let refused = await runner.run("uv", "--short", "--json", "--city", "Sydney")
                    expect(refused) == .usage
                    expect(runner.standardError).to(contain("'--short' and '--json' cannot be used together"))
                    let status = await runner.run("uv", "--json", "--city", "Sydney")
                    expect(status) == .success
                    expect(runner.standardOutput).to(contain("\"level\" : \"Extreme\""))
                    expect(runner.standardOutput).to(contain("\"observed\" : \"2025-11-21T12:00:00Z\""))
                }
                it("prints the air quality as JSON") {
                    let status = await runner.run("air", "--json", "--city", "Madrid")
                    expect(status) == .success
                    expect(runner.standardOutput).to(contain("\"overall\" : \"Low\""))
                    expect(runner.standardOutput).to(contain("\"pollutant\" : \"PM2.5\""))
                }
                it("prints the places as JSON") {
                    let status = await runner.run("places", "--json", "--type", "museum")
                    expect(status) == .success
                    expect(runner.standardOutput).to(contain("\"name\" : \"Domus\""))
                    expect(runner.standardOutput).to(contain("\"openNow\" : false"))
                }
                it("prints the cities as JSON and still says some failed") {
                    let status = await runner.run("cities", "--json", "Lugo", "Atlantis")
                    expect(status) == .notFound
                    expect(runner.standardOutput).to(contain("\"failed\" : 1"))
                    expect(runner.standardError) == #"{"error":{"exitCode":66,"hints":[],"message":"1 of 2 cities failed; their rows say why"}}"#
                        + "\n"
                }
            }

            describe("air") {
                it("shows the four pollutants and the overall level") {
                    let status = await runner.run("air", "--city", "Madrid")
                    expect(status) == .success
                    expect(runner.standardOutput).to(beginWith("Air quality in Madrid: Low\n"))
                    expect(runner.standardOutput).to(contain("PM2.5"))
                    expect(runner.standardOutput).to(contain("O3"))
                }
            }

            describe("places") {
                it("shows places of the type asked for") {
                    let status = await runner.run("places", "--type", "cafe", "--radius", "300")
                    expect(status) == .success
                    expect(runner.standardOutput).to(beginWith("cafe within 300 m of A Coruña\n"))
                    expect(runner.standardOutput).to(contain("Café Moderno"))
                }
                it("rejects a radius of 0 as a usage error") {
                    let status = await runner.run("places", "--radius", "0")
                    expect(status) == .usage
                    expect(runner.standardError).to(contain("expected 1 to 50000"))
                }
            }
        }
    }
}
