import Configuration
import Foundation
import PlatformTesting
import SpecKit

final class ConfigurationDumpSpec: Spec {
    override func spec() {
        describe("ConfigurationDump") {
            let directory = TemporaryDirectory(creating: ["home", "work"])
            afterEach { directory.remove() }

            func dump() throws -> ConfigurationDump {
                directory.write("work/Config/sample/default.json", "{\n  \"storage.backend\": \"memory\"\n}")
                return try loadConfiguration(
                    in: directory,
                    environment: ["OPENWEATHER_API_KEY": "sk-123", "HTTP_TIMEOUT": "2s"],
                    ConfigurationRequest(overrides: [SettingOverride(key: "people.name", value: "Ana")])
                ).dump
            }

            it("prints each key with its origin, like git config --show-origin, secrets redacted") {
                let file = directory.path("work/Config/sample/default.json")
                let origin = "file:\(file):2"
                func line(_ origin: String, _ text: String, width: Int) -> String {
                    origin + String(repeating: " ", count: width - origin.count + 2) + text
                }
                let width = origin.count
                expect(try dump().text)
                    == ([
                        "# environment: development (from default)",
                        "# directory: \(directory.path("work/Config/sample")) (from the working directory)",
                        line("default", "http.max-body-size=1000000", width: width),
                        line("env:HTTP_TIMEOUT", "http.timeout=2s", width: width),
                        line("default", "log.verbose=false", width: width),
                        line("env:OPENWEATHER_API_KEY", "openweather.api-key=<redacted>", width: width),
                        line("command line:--set", "people.name=Ana", width: width),
                        line("unset", "people.url", width: width),
                        line("default", "roulette.ratio=0.5", width: width),
                        line("file:\(file):2", "storage.backend=memory", width: width),
                        line("default", "storage.path=\(directory.path("home/people.sqlite"))", width: width),
                        line("default", "weather.cities=Madrid,A Coruña", width: width),
                        line("default", "weather.units=metric", width: width),
                    ].joined(separator: "\n") + "\n")
            }
            it("never contains a secret's value") {
                expect(try dump().text).toNot(contain("sk-123"))
                let json = try JSONEncoder().encode(try dump())
                expect(String(decoding: json, as: UTF8.self)).toNot(contain("sk-123"))
            }
            it("encodes entries for JSON, lists as arrays, unset values as absent") {
                let entries = try dump().settings
                let cities = entries.first { $0.key == "weather.cities" }
                expect(cities?.value) == .list(["Madrid", "A Coruña"])
                expect(cities?.variable) == "WEATHER_CITIES"
                expect(cities?.type) == "list"
                let key = entries.first { $0.key == "openweather.api-key" }
                expect(key?.value) == .text("<redacted>")
                expect(key?.secret) == true
                expect(entries.first { $0.key == "people.url" }?.value).to(beNil())
            }
            it("says when there is no config directory") {
                let configuration = try loadConfiguration(in: directory)
                expect(configuration.dump.text.split(separator: "\n")[1]) == "# directory: none, compiled-in defaults only"
                expect(configuration.dump.directory).to(beNil())
            }
        }
    }
}
