import Configuration
import Foundation
import Platform
import PlatformTesting
import SpecKit

final class ConfigurationSpec: Spec {
    override func spec() {
        describe("ResolvedConfiguration") {
            let directory = TemporaryDirectory(creating: ["home", "work"])
            afterEach { directory.remove() }

            context("when a setting without a default is unset") {
                it("has no value if set") {
                    let configuration = try loadConfiguration(in: directory)
                    expect(try configuration.valueIfSet(of: SampleSettings.peopleURL)).to(beNil())
                    expect(configuration.source(of: "people.url")).to(beNil())
                }
                it("fails a required read, saying how to set it") {
                    let configuration = try loadConfiguration(in: directory)
                    let error = readingError { () throws(ConfigurationError) in try configuration.value(of: SampleSettings.apiKey) }
                    expect(error?.message) == "no value for openweather.api-key, which has no default"
                    expect(error?.hint)
                        == "set OPENWEATHER_API_KEY, add \"openweather.api-key\" to a config file, or pass --set openweather.api-key=<value>"
                    expect(error?.exitCode) == .configuration
                }
            }
            context("when a secret is set") {
                it("reads its real value") {
                    let configuration = try loadConfiguration(in: directory, environment: ["OPENWEATHER_API_KEY": "sk-123"])
                    expect(try configuration.value(of: SampleSettings.apiKey)) == "sk-123"
                }
                it("shows it redacted") {
                    let configuration = try loadConfiguration(in: directory, environment: ["OPENWEATHER_API_KEY": "sk-123"])
                    expect(configuration["openweather.api-key"]?.shownValue) == "<redacted>"
                }
            }
            context("when a setting the schema does not declare is read") {
                it("fails naming the key, as a bug") {
                    let configuration = try loadConfiguration(in: directory)
                    let stray = Setting.string("stray.key", default: "x", doc: "Not in the schema.")
                    let error = readingError { () throws(ConfigurationError) in try configuration.value(of: stray) }
                    expect(error?.message) == "setting 'stray.key' is read but the configuration schema does not declare it"
                    expect(error?.exitCode) == .software
                }
            }
            it("lists every declared key, sorted") {
                let configuration = try loadConfiguration(in: directory)
                expect(configuration.settings.map(\.key)) == SampleSettings.all.map(\.declaration.key).sorted()
            }
        }
    }
}
