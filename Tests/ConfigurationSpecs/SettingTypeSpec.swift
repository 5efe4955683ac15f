import Configuration
import Foundation
import Platform
import PlatformTesting
import SpecKit

final class SettingTypeSpec: Spec {
    override func spec() {
        describe("typed reads") {
            let directory = TemporaryDirectory(creating: ["home", "work"])
            afterEach { directory.remove() }

            func loaded(_ key: String, _ value: String) throws -> ResolvedConfiguration {
                try loadConfiguration(in: directory, ConfigurationRequest(overrides: [SettingOverride(key: key, value: value)]))
            }
            func failure(_ key: String, _ value: String) -> String? {
                loadingError(in: directory, ConfigurationRequest(overrides: [SettingOverride(key: key, value: value)]))?.message
            }

            context("a string") {
                it("keeps the text as given, spaces included") {
                    expect(try loaded("people.name", " Ana ").value(of: SampleSettings.name)) == " Ana "
                }
            }
            context("an integer with a range") {
                it("reads a whole number within the range") {
                    expect(try loaded("http.max-body-size", "2048").value(of: SampleSettings.maxBody)) == 2048
                }
                it("refuses a number out of the range") {
                    expect(failure("http.max-body-size", "10000001"))
                        == "invalid value '10000001' for http.max-body-size in --set: expected a whole number between 1 and 10000000"
                }
                it("refuses a fraction") {
                    expect(failure("http.max-body-size", "1.5"))
                        == "invalid value '1.5' for http.max-body-size in --set: expected a whole number between 1 and 10000000"
                }
            }
            context("a double with a range") {
                it("reads a number") {
                    expect(try loaded("roulette.ratio", "0.25").value(of: SampleSettings.ratio)) == 0.25
                }
                it("refuses text and numbers out of the range") {
                    expect(failure("roulette.ratio", "half")) == "invalid value 'half' for roulette.ratio in --set: expected a number between 0 and 1"
                    expect(failure("roulette.ratio", "2")) == "invalid value '2' for roulette.ratio in --set: expected a number between 0 and 1"
                    expect(failure("roulette.ratio", "nan")) == "invalid value 'nan' for roulette.ratio in --set: expected a number between 0 and 1"
                }
            }
            context("a boolean") {
                it("reads true, yes, on and 1 as true, in any case") {
                    for text in ["true", "YES", "On", "1"] {
                        expect(try loaded("log.verbose", text).value(of: SampleSettings.verbose)) == true
                    }
                }
                it("reads false, no, off and 0 as false") {
                    for text in ["false", "no", "OFF", "0"] {
                        expect(try loaded("log.verbose", text).value(of: SampleSettings.verbose)) == false
                    }
                }
                it("refuses anything else") {
                    expect(failure("log.verbose", "maybe"))
                        == "invalid value 'maybe' for log.verbose in --set: expected true or false (also yes/no, on/off, 1/0)"
                }
            }
            context("a URL") {
                it("reads an absolute URL") {
                    expect(try loaded("people.url", "https://example.com/api?results=5").value(of: SampleSettings.peopleURL).absoluteString)
                        == "https://example.com/api?results=5"
                }
                it("refuses a URL without a scheme or host, describing it without showing it") {
                    expect(failure("people.url", "example.com/api"))
                        == "invalid URL for people.url in --set (15 characters, not shown as it may hold a secret): expected an absolute URL such as https://example.com/api"
                    expect(failure("people.url", "https://"))
                        == "invalid URL for people.url in --set (8 characters, not shown as it may hold a secret): expected an absolute URL such as https://example.com/api"
                }
            }
            context("a file path") {
                it("expands ~ to the home directory") {
                    expect(try loaded("storage.path", "~/data/people.sqlite").value(of: SampleSettings.path).path)
                        == directory.path("home/data/people.sqlite")
                }
                it("resolves a relative path against the working directory") {
                    expect(try loaded("storage.path", "people.sqlite").value(of: SampleSettings.path).path) == directory.path("work/people.sqlite")
                }
                it("keeps an absolute path") {
                    expect(try loaded("storage.path", "/var/people.sqlite").value(of: SampleSettings.path).path) == "/var/people.sqlite"
                }
                it("expands the compiled-in default too") {
                    expect(try loadConfiguration(in: directory).value(of: SampleSettings.path).path) == directory.path("home/people.sqlite")
                }
                it("refuses an empty path") {
                    expect(failure("storage.path", " ")) == "invalid value ' ' for storage.path in --set: expected a file path"
                }
            }
            context("a list") {
                it("splits text at commas and trims the items") {
                    expect(try loaded("weather.cities", "Madrid, A Coruña ,,Lisbon").value(of: SampleSettings.cities)) == [
                        "Madrid", "A Coruña", "Lisbon",
                    ]
                }
                it("trims Unicode spaces around items too") {
                    expect(try loaded("weather.cities", "\u{00A0}Madrid\t, \u{2003}Lugo ").value(of: SampleSettings.cities)) == ["Madrid", "Lugo"]
                }
                it("refuses a list with no item left after trimming") {
                    for text in [",,", " , ", ""] {
                        expect(failure("weather.cities", text))
                            == "invalid value '\(text)' for weather.cities in --set: expected a list of at least one item: a JSON array, or items separated by commas"
                    }
                }
                it("reads a JSON array from a file") {
                    directory.write("work/Config/sample/default.json", #"{"weather": {"cities": ["Oslo", "Bergen, Norway"]}}"#)
                    expect(try loadConfiguration(in: directory).value(of: SampleSettings.cities)) == ["Oslo", "Bergen, Norway"]
                }
                it("refuses a JSON array for a key that is not a list") {
                    directory.write("work/Config/sample/default.json", #"{"people.name": ["a", "b"]}"#)
                    expect(loadingError(in: directory)?.message)
                        == "invalid value 'a,b' for people.name in \(directory.path("work/Config/sample/default.json")):1: expected text"
                }
            }
            context("a duration") {
                it("reads milliseconds, seconds, minutes and hours") {
                    expect(try loaded("http.timeout", "500ms").value(of: SampleSettings.timeout)) == .milliseconds(500)
                    expect(try loaded("http.timeout", "30s").value(of: SampleSettings.timeout)) == .seconds(30)
                    expect(try loaded("http.timeout", "1.5s").value(of: SampleSettings.timeout)) == .milliseconds(1500)
                    expect(try loaded("http.timeout", "2m").value(of: SampleSettings.timeout)) == .seconds(120)
                    expect(try loaded("http.timeout", "1h").value(of: SampleSettings.timeout)) == .seconds(3600)
                }
                it("refuses a number without a unit, a negative duration and unknown units") {
                    for text in ["30", "-1s", "3d", "s", "1.2.3s"] {
                        expect(failure("http.timeout", text))
                            == "invalid value '\(text)' for http.timeout in --set: expected a duration between 1ms and 24h, such as 500ms, 30s, 2m or 1h"
                    }
                }
                it("refuses zero and durations outside the setting's range") {
                    for text in ["0s", "0ms", "0.1ms", "25h"] {
                        expect(failure("http.timeout", text))
                            == "invalid value '\(text)' for http.timeout in --set: expected a duration between 1ms and 24h, such as 500ms, 30s, 2m or 1h"
                    }
                    expect(try loaded("http.timeout", "24h").value(of: SampleSettings.timeout)) == .seconds(86_400)
                    expect(try loaded("http.timeout", "1ms").value(of: SampleSettings.timeout)) == .milliseconds(1)
                }
                it("takes a range a setting declares") {
                    let short = Setting.duration("http.timeout", in: .seconds(1)...(.seconds(60)), default: "5s", doc: "x")
                    expect(short.declaration.type.summary) == "duration (1s...1m)"
                    expect(short.declaration.type.expectation) == "expected a duration between 1s and 1m, such as 500ms, 30s, 2m or 1h"
                }
            }
            context("a choice") {
                it("reads one of the names") {
                    expect(try loaded("storage.backend", "memory").value(of: SampleSettings.backend)) == "memory"
                }
                it("refuses other names, listing the accepted ones") {
                    expect(failure("storage.backend", "postgres"))
                        == "invalid value 'postgres' for storage.backend in --set: expected one of: sqlite, memory"
                }
                it("reads a case of an enumeration") {
                    expect(try loaded("weather.units", "imperial").value(of: SampleSettings.units)) == .imperial
                    expect(failure("weather.units", "kelvin"))
                        == "invalid value 'kelvin' for weather.units in --set: expected one of: metric, imperial"
                }
            }
            context("JSON numbers and booleans in files") {
                it("reads them as their text") {
                    directory.write(
                        "work/Config/sample/default.json",
                        #"{"http.max-body-size": 4096, "log.verbose": true, "roulette.ratio": 2.5e-1}"#
                    )
                    let configuration = try loadConfiguration(in: directory)
                    expect(try configuration.value(of: SampleSettings.maxBody)) == 4096
                    expect(try configuration.value(of: SampleSettings.verbose)) == true
                    expect(try configuration.value(of: SampleSettings.ratio)) == 0.25
                }
            }
        }

        describe("SettingType") {
            it("summarises each type for listings") {
                expect(SettingType.integer(1...5).summary) == "integer (1...5)"
                expect(SettingType.double(0...0.5).summary) == "double (0...0.5)"
                expect(SettingType.choice(["a", "b"]).summary) == "choice (a|b)"
                expect(SettingType.duration(SettingType.usualDurations).summary) == "duration (1ms...24h)"
            }
        }
    }
}
