import Configuration
import Foundation
import Platform
import PlatformTesting
import SpecKit

final class ConfigurationLoaderSpec: Spec {
    override func spec() {
        describe("ConfigurationLoader") {
            let directory = TemporaryDirectory(creating: ["home", "work"])
            afterEach { directory.remove() }

            context("with no config directory") {
                it("runs on the compiled-in defaults") {
                    let configuration = try loadConfiguration(in: directory)
                    expect(try configuration.value(of: SampleSettings.backend)) == "sqlite"
                    expect(configuration.source(of: "storage.backend")) == .compiledDefault
                    expect(configuration.directory).to(beNil())
                    expect(configuration.files) == []
                }
            }

            describe("the layers") {
                beforeEach {
                    directory.write(
                        "work/Config/sample/default.json",
                        """
                        {
                          "storage": {
                            "backend": "memory",
                            "path": "~/from-default.sqlite"
                          },
                          "http.timeout": "10s"
                        }
                        """
                    )
                    directory.write(
                        "work/Config/sample/development.json",
                        """
                        {
                          "storage.path": "~/from-development.sqlite",
                          "http.timeout": "5s"
                        }
                        """
                    )
                    directory.write(
                        "work/Config/sample/production.json",
                        """
                        {
                          "http.timeout": "1m"
                        }
                        """
                    )
                }

                it("takes a key default.json sets over the compiled-in default") {
                    let configuration = try loadConfiguration(in: directory)
                    expect(try configuration.value(of: SampleSettings.backend)) == "memory"
                    expect(configuration.source(of: "storage.backend")) == .file(path: directory.path("work/Config/sample/default.json"), line: 3)
                }
                it("takes the environment's file over default.json") {
                    let configuration = try loadConfiguration(in: directory)
                    expect(try configuration.value(of: SampleSettings.path).path) == directory.path("home/from-development.sqlite")
                    expect(configuration.source(of: "storage.path")) == .file(path: directory.path("work/Config/sample/development.json"), line: 2)
                }
                it("keeps the compiled-in default of a key no layer sets") {
                    let configuration = try loadConfiguration(in: directory)
                    expect(try configuration.value(of: SampleSettings.maxBody)) == 1_000_000
                    expect(configuration.source(of: "http.max-body-size")) == .compiledDefault
                }
                it("uses development when neither --env nor SAMPLE_ENV says") {
                    let configuration = try loadConfiguration(in: directory)
                    expect(configuration.environmentName) == "development"
                    expect(configuration.environmentOrigin) == "default"
                    expect(configuration.files.map(\.lastPathComponent)) == ["default.json", "development.json"]
                }
                it("chooses the environment from SAMPLE_ENV") {
                    let configuration = try loadConfiguration(in: directory, environment: ["SAMPLE_ENV": "production"])
                    expect(try configuration.value(of: SampleSettings.timeout)) == .seconds(60)
                    expect(configuration.environmentOrigin) == "SAMPLE_ENV"
                }
                it("prefers --env over SAMPLE_ENV") {
                    let configuration = try loadConfiguration(
                        in: directory,
                        environment: ["SAMPLE_ENV": "development"],
                        ConfigurationRequest(environmentName: "production")
                    )
                    expect(try configuration.value(of: SampleSettings.timeout)) == .seconds(60)
                    expect(configuration.environmentOrigin) == "--env"
                }
                it("takes an environment variable over every file") {
                    let configuration = try loadConfiguration(in: directory, environment: ["HTTP_TIMEOUT": "2s"])
                    expect(try configuration.value(of: SampleSettings.timeout)) == .seconds(2)
                    expect(configuration.source(of: "http.timeout")) == .environment(variable: "HTTP_TIMEOUT")
                }
                it("ignores an empty environment variable") {
                    let configuration = try loadConfiguration(in: directory, environment: ["HTTP_TIMEOUT": ""])
                    expect(try configuration.value(of: SampleSettings.timeout)) == .seconds(5)
                }
                it("takes --set over environment variables") {
                    let configuration = try loadConfiguration(
                        in: directory,
                        environment: ["HTTP_TIMEOUT": "2s"],
                        ConfigurationRequest(overrides: [SettingOverride(key: "http.timeout", value: "750ms")])
                    )
                    expect(try configuration.value(of: SampleSettings.timeout)) == .milliseconds(750)
                    expect(configuration.source(of: "http.timeout")) == .commandLine(flag: "--set")
                }
                it("lets the last of two --set of one key win") {
                    let overrides = [
                        SettingOverride(key: "storage.backend", value: "sqlite"), SettingOverride(key: "storage.backend", value: "memory"),
                    ]
                    let configuration = try loadConfiguration(in: directory, ConfigurationRequest(overrides: overrides))
                    expect(try configuration.value(of: SampleSettings.backend)) == "memory"
                }
                it("names a shorthand flag as the source of its override") {
                    let configuration = try loadConfiguration(
                        in: directory,
                        ConfigurationRequest(overrides: [SettingOverride(key: "people.name", value: "x", flag: "--seed")])
                    )
                    expect(configuration.source(of: "people.name")) == .commandLine(flag: "--seed")
                }
                it("takes a shorthand's value its option checked as it is, named by its flag") {
                    let override = SettingOverride(key: "http.max-body-size", checked: .integer(2_048), flag: "--max-body")
                    let configuration = try loadConfiguration(in: directory, ConfigurationRequest(overrides: [override]))
                    expect(try configuration.value(of: SampleSettings.maxBody)) == 2_048
                    expect(configuration.source(of: "http.max-body-size")) == .commandLine(flag: "--max-body")
                    expect(override.value) == "2048"
                }
                it("checks a later --set of the same key, which wins over the shorthand") {
                    let overrides = [
                        SettingOverride(key: "http.max-body-size", checked: .integer(2_048), flag: "--max-body"),
                        SettingOverride(key: "http.max-body-size", value: "0"),
                    ]
                    expect { try loadConfiguration(in: directory, ConfigurationRequest(overrides: overrides)) }
                        .to(
                            throwError(errorType: ConfigurationError.self) { error in
                                guard case .invalidValue(key: "http.max-body-size", value: "0", source: .commandLine(flag: "--set"), _, _) = error
                                else {
                                    return fail("expected an invalid --set value, got \(error)")
                                }
                            }
                        )
                }
                it("refuses a shorthand's checked value for a key no component declares") {
                    let override = SettingOverride(key: "nobody.declares", checked: .integer(1), flag: "--nobody")
                    expect { try loadConfiguration(in: directory, ConfigurationRequest(overrides: [override])) }.to(
                        throwError(errorType: ConfigurationError.self)
                    )
                }
                it("reads only the variables of declared keys") {
                    let configuration = try loadConfiguration(in: directory, environment: ["STORAGE": "x", "HTTP": "y", "PATH": "/bin"])
                    expect(configuration.settings.map(\.source)).toNot(contain(.environment(variable: "PATH")))
                    expect(try configuration.value(of: SampleSettings.backend)) == "memory"
                }
            }

            describe("finding the config directory") {
                beforeEach {
                    directory.write("work/Config/sample/default.json", #"{"people.name": "from ./Config"}"#)
                    directory.write("elsewhere/default.json", #"{"people.name": "from SAMPLE_CONFIG_DIR"}"#)
                    directory.write("flagged/default.json", #"{"people.name": "from --config-dir"}"#)
                }
                it("uses --config-dir first") {
                    let configuration = try loadConfiguration(
                        in: directory,
                        environment: ["SAMPLE_CONFIG_DIR": directory.path("elsewhere")],
                        ConfigurationRequest(configDirectory: directory.path("flagged"))
                    )
                    expect(try configuration.value(of: SampleSettings.name)) == "from --config-dir"
                    expect(configuration.directory?.origin) == .flag
                }
                it("uses SAMPLE_CONFIG_DIR when there is no flag") {
                    let configuration = try loadConfiguration(in: directory, environment: ["SAMPLE_CONFIG_DIR": directory.path("elsewhere")])
                    expect(try configuration.value(of: SampleSettings.name)) == "from SAMPLE_CONFIG_DIR"
                    expect(configuration.directory?.origin) == .environment(variable: "SAMPLE_CONFIG_DIR")
                }
                it("uses the app's folder of ./Config when neither says") {
                    let configuration = try loadConfiguration(in: directory)
                    expect(try configuration.value(of: SampleSettings.name)) == "from ./Config"
                    expect(configuration.directory?.origin) == .projectDirectory
                    expect(configuration.directory?.url.path) == directory.path("work/Config/sample")
                }
                it("prefers the user's directory, $XDG_CONFIG_HOME/<app>, to ./Config/<app>") {
                    directory.write("home/.config/sample/default.json", #"{"people.name": "from the user's directory"}"#)
                    let configuration = try loadConfiguration(in: directory)
                    expect(try configuration.value(of: SampleSettings.name)) == "from the user's directory"
                    expect(configuration.directory?.origin) == .userDirectory
                    expect(configuration.directory?.url.path) == directory.path("home/.config/sample")
                }
                it("ignores a ./Config that has no folder for the app") {
                    directory.remove()
                    directory.write("work/Config/default.json", #"{"logLevel": "debug"}"#)
                    directory.write("work/Config/other/default.json", #"{"people.name": "not ours"}"#)
                    let configuration = try loadConfiguration(in: directory)
                    expect(configuration.directory).to(beNil())
                    expect(try configuration.value(of: SampleSettings.name)) == "demo"
                }
                it("expands ~ and relative paths in --config-dir") {
                    directory.write("home/conf/default.json", #"{"people.name": "from home"}"#)
                    let configuration = try loadConfiguration(in: directory, ConfigurationRequest(configDirectory: "~/conf"))
                    expect(try configuration.value(of: SampleSettings.name)) == "from home"
                    let relative = try loadConfiguration(in: directory, ConfigurationRequest(configDirectory: "Config/sample"))
                    expect(relative.directory?.url.path) == directory.path("work/Config/sample")
                }
                it("fails when --config-dir does not exist") {
                    let error = loadingError(in: directory, ConfigurationRequest(configDirectory: directory.path("missing")))
                    expect(error?.message) == "configuration directory \(directory.path("missing")) (from --config-dir) does not exist"
                    expect(error?.hint) == "create it, or leave it out to use the usual locations or the compiled-in defaults"
                    expect(error?.exitCode) == .configuration
                }
                it("fails when SAMPLE_CONFIG_DIR does not exist") {
                    let error = loadingError(in: directory, environment: ["SAMPLE_CONFIG_DIR": directory.path("missing")])
                    expect(error?.message) == "configuration directory \(directory.path("missing")) (from SAMPLE_CONFIG_DIR) does not exist"
                }
                it("runs without default.json in the directory") {
                    directory.makeDirectory("empty")
                    let configuration = try loadConfiguration(in: directory, ConfigurationRequest(configDirectory: directory.path("empty")))
                    expect(configuration.files) == []
                    expect(try configuration.value(of: SampleSettings.name)) == "demo"
                }
            }

            describe("choosing an environment") {
                beforeEach {
                    directory.write("work/Config/sample/default.json", "{}")
                    directory.write("work/Config/sample/production.json", "{}")
                    directory.write("work/Config/sample/test.json", "{}")
                }
                it("fails when an environment chosen by --env has no file, suggesting the closest") {
                    let error = loadingError(in: directory, ConfigurationRequest(environmentName: "prodution"))
                    expect(error?.message)
                        == "no configuration file for environment 'prodution' (from --env): \(directory.path("work/Config/sample/prodution.json")) does not exist"
                    expect(error?.hint) == "did you mean 'production'? environments with a file: production, test"
                }
                it("fails when an environment chosen by SAMPLE_ENV has no file") {
                    let error = loadingError(in: directory, environment: ["SAMPLE_ENV": "staging"])
                    expect(error?.message)
                        == "no configuration file for environment 'staging' (from SAMPLE_ENV): \(directory.path("work/Config/sample/staging.json")) does not exist"
                    expect(error?.hint) == "environments with a file: production, test"
                }
                it("fails when an environment is chosen but no configuration directory is found") {
                    directory.remove()
                    let error = loadingError(in: directory, ConfigurationRequest(environmentName: "production"))
                    expect(error?.message) == "no configuration file for environment 'production' (from --env): no configuration directory was found"
                    expect(error?.hint)
                        == "none of --config-dir, SAMPLE_CONFIG_DIR, \(directory.path("home/.config/sample")), \(directory.path("work/Config/sample")) names an existing directory; create one with production.json in it"
                    expect(error?.exitCode) == .configuration
                    expect(loadingError(in: directory, environment: ["SAMPLE_ENV": "production"])?.message)
                        == "no configuration file for environment 'production' (from SAMPLE_ENV): no configuration directory was found"
                }
                it("runs when the default environment has no file") {
                    let configuration = try loadConfiguration(in: directory)
                    expect(configuration.environmentName) == "development"
                }
                it("refuses an environment name that is not a plain file name") {
                    let error = loadingError(in: directory, ConfigurationRequest(environmentName: "../secrets"))
                    expect(error?.message) == "invalid environment name '../secrets' (from --env): use letters, digits, '-' and '_'"
                }
            }

            describe("telling environment files from data files") {
                beforeEach {
                    directory.write("work/Config/sample/default.json", "{}")
                    directory.write("work/Config/sample/production.json", #"{"http": {"timeout": "1m"}}"#)
                    directory.write("work/Config/sample/staging.json", #"{"http.timoeut": "1m"}"#)
                    directory.write("work/Config/sample/empty.json", "{}")
                    directory.write("work/Config/sample/rates.json", #"{"USD": 1.08, "GBP": 0.86}"#)
                    directory.write("work/Config/sample/holidays.json", #"[{"date": "2026-12-25"}]"#)
                    directory.write("work/Config/sample/broken.json", #"{"http": "#)
                }
                it("lists as environments only the files that set the app's sections, an empty one, or one that is not JSON") {
                    let loader = ConfigurationLoader(
                        schema: try SampleSettings.schema(),
                        environment: DictionaryEnvironment([:]),
                        locations: directory.locations,
                        search: .app("sample", locations: directory.locations)
                    )
                    expect(loader.environments(in: directory.url.appendingPathComponent("work/Config/sample"))) == [
                        "broken", "empty", "production", "staging",
                    ]
                }
                it("does not name a data file among the environments with a file") {
                    let error = loadingError(in: directory, ConfigurationRequest(environmentName: "prodution"))
                    expect(error?.hint) == "did you mean 'production'? environments with a file: broken, empty, production, staging"
                }
                it("refuses a data file named by --env, saying it is data, with the environments") {
                    let error = loadingError(in: directory, ConfigurationRequest(environmentName: "rates"))
                    expect(error?.message)
                        == "no configuration file for environment 'rates' (from --env): \(directory.path("work/Config/sample/rates.json")) sets none of the app's settings, so it is data, not an environment"
                    expect(error?.hint) == "environments with a file: broken, empty, production, staging"
                    expect(error?.exitCode) == .configuration
                    expect(loadingError(in: directory, environment: ["SAMPLE_ENV": "holidays"])?.message)
                        == "no configuration file for environment 'holidays' (from SAMPLE_ENV): \(directory.path("work/Config/sample/holidays.json")) sets none of the app's settings, so it is data, not an environment"
                }
                it("reports an unknown key of an environment file that sets one of the app's sections") {
                    let error = loadingError(in: directory, ConfigurationRequest(environmentName: "staging"))
                    expect(error?.message) == "unknown key 'http.timoeut' in \(directory.path("work/Config/sample/staging.json")):1"
                }
                it("reports a malformed environment file rather than calling it data") {
                    let error = loadingError(in: directory, ConfigurationRequest(environmentName: "broken"))
                    expect(error?.message).to(beginWith("malformed configuration file \(directory.path("work/Config/sample/broken.json")):1:"))
                }
                it("leaves out a data file named like the default environment") {
                    directory.write("work/Config/sample/development.json", #"["not", "settings"]"#)
                    let configuration = try loadConfiguration(in: directory)
                    expect(configuration.environmentName) == "development"
                    expect(configuration.files.map(\.path)) == [directory.path("work/Config/sample/default.json")]
                }
            }

            describe("relative paths") {
                it("resolves one read from a config file against that file's folder") {
                    directory.write("home/.config/sample/default.json", #"{"storage": {"path": "data/people.sqlite"}}"#)
                    directory.write("home/.config/sample/production.json", #"{"storage.path": "../shared/./people.sqlite"}"#)
                    let base = try loadConfiguration(in: directory)
                    expect(try base.value(of: SampleSettings.path).path) == directory.path("home/.config/sample/data/people.sqlite")
                    let production = try loadConfiguration(in: directory, ConfigurationRequest(environmentName: "production"))
                    expect(try production.value(of: SampleSettings.path).path) == directory.path("home/.config/shared/people.sqlite")
                    expect(production.source(of: "storage.path")) == .file(path: directory.path("home/.config/sample/production.json"), line: 1)
                }
                it("resolves one from an environment variable or --set against the working directory") {
                    directory.write("home/.config/sample/default.json", #"{"storage": {"path": "data/people.sqlite"}}"#)
                    let variable = try loadConfiguration(in: directory, environment: ["STORAGE_PATH": "mine.sqlite"])
                    expect(try variable.value(of: SampleSettings.path).path) == directory.path("work/mine.sqlite")
                    let flag = try loadConfiguration(
                        in: directory,
                        ConfigurationRequest(overrides: [SettingOverride(key: "storage.path", value: "flag.sqlite")])
                    )
                    expect(try flag.value(of: SampleSettings.path).path) == directory.path("work/flag.sqlite")
                }
                it("keeps ~ and absolute paths of a config file as they are") {
                    directory.write("home/.config/sample/default.json", #"{"storage": {"path": "~/people.sqlite"}}"#)
                    expect(try loadConfiguration(in: directory).value(of: SampleSettings.path).path) == directory.path("home/people.sqlite")
                    directory.write("home/.config/sample/default.json", #"{"storage": {"path": "/var/lib/people.sqlite"}}"#)
                    expect(try loadConfiguration(in: directory).value(of: SampleSettings.path).path) == "/var/lib/people.sqlite"
                }
                it("prints the resolved path with the file and line it came from in the dump") {
                    directory.write("home/.config/sample/default.json", "{\n  \"storage.path\": \"data/people.sqlite\"\n}")
                    let dump = try loadConfiguration(in: directory).dump.text
                    expect(dump).to(
                        contain(
                            "file:\(directory.path("home/.config/sample/default.json")):2  storage.path=\(directory.path("home/.config/sample/data/people.sqlite"))\n"
                        )
                    )
                }
            }

            describe("unknown keys") {
                it("names the file, the line and the closest key") {
                    directory.write(
                        "work/Config/sample/default.json",
                        """
                        {
                          "storage": {
                            "backend": "memory",
                            "pth": "~/x"
                          }
                        }
                        """
                    )
                    let error = loadingError(in: directory)
                    expect(error?.message) == "unknown key 'storage.pth' in \(directory.path("work/Config/sample/default.json")):4"
                    expect(error?.hint) == "did you mean 'storage.path'?"
                    expect(error?.exitCode) == .configuration
                }
                it("points to the README when nothing is close") {
                    directory.write("work/Config/sample/default.json", #"{"zzz.qqq": 1}"#)
                    let error = loadingError(in: directory)
                    expect(error?.message) == "unknown key 'zzz.qqq' in \(directory.path("work/Config/sample/default.json")):1"
                    expect(error?.hint) == "the config command lists every key"
                }
                it("names --set for an unknown key on the command line") {
                    let error = loadingError(in: directory, ConfigurationRequest(overrides: [SettingOverride(key: "http.timeot", value: "1s")]))
                    expect(error?.message) == "unknown key 'http.timeot' in --set"
                    expect(error?.hint) == "did you mean 'http.timeout'?"
                }
            }

            describe("files that cannot be used") {
                it("names the path and line of malformed JSON") {
                    directory.write(
                        "work/Config/sample/default.json",
                        """
                        {
                          "storage.backend": "memory"
                          "http.timeout": "1s"
                        }
                        """
                    )
                    let error = loadingError(in: directory)
                    expect(error?.message)
                        == "malformed configuration file \(directory.path("work/Config/sample/default.json")):3:3: expected ',' or '}' after the value of \"storage.backend\""
                    expect(error?.exitCode) == .configuration
                }
                it("names the path of an unreadable file") {
                    directory.makeDirectory("work/Config/sample/default.json")
                    let error = loadingError(in: directory)
                    expect(error?.message.hasPrefix("cannot read configuration file \(directory.path("work/Config/sample/default.json")): ")).to(
                        beTrue()
                    )
                    expect(error?.exitCode) == .ioError
                }
                it("refuses a file that is not UTF-8") {
                    let file = directory.write("work/Config/sample/default.json", "")
                    try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: file)
                    let error = loadingError(in: directory)
                    expect(error?.message) == "malformed configuration file \(file.path):1:1: the file is not UTF-8 text"
                }
            }

            describe("invalid values") {
                it("names the key, the value, the file and line, and what is accepted") {
                    directory.write(
                        "work/Config/sample/default.json",
                        """
                        {
                          "http": {
                            "max-body-size": 0
                          }
                        }
                        """
                    )
                    let error = loadingError(in: directory)
                    expect(error?.message)
                        == "invalid value '0' for http.max-body-size in \(directory.path("work/Config/sample/default.json")):3: expected a whole number between 1 and 10000000"
                    expect(error?.exitCode) == .configuration
                }
                it("names the variable of an invalid environment value") {
                    let error = loadingError(in: directory, environment: ["STORAGE_BACKEND": "sqlit"])
                    expect(error?.message)
                        == "invalid value 'sqlit' for storage.backend in environment variable STORAGE_BACKEND: expected one of: sqlite, memory"
                    expect(error?.hint) == "did you mean 'sqlite'?"
                }
                it("names --set for an invalid override") {
                    let error = loadingError(in: directory, ConfigurationRequest(overrides: [SettingOverride(key: "http.timeout", value: "soon")]))
                    expect(error?.message)
                        == "invalid value 'soon' for http.timeout in --set: expected a duration between 1ms and 24h, such as 500ms, 30s, 2m or 1h"
                    expect(error?.hint).to(beNil())
                }
                it("checks only the effective value, so an override can fix a bad file") {
                    directory.write("work/Config/sample/default.json", #"{"http.timeout": "soon"}"#)
                    let configuration = try loadConfiguration(
                        in: directory,
                        ConfigurationRequest(overrides: [SettingOverride(key: "http.timeout", value: "1s")])
                    )
                    expect(try configuration.value(of: SampleSettings.timeout)) == .seconds(1)
                }
                it("describes an invalid secret by kind, length and source, never showing it") {
                    directory.write("work/Config/sample/default.json", #"{"openweather.api-key": ["sk-123", "sk-456"]}"#)
                    let error = loadingError(in: directory)
                    expect(error?.message)
                        == "invalid secret for openweather.api-key in \(directory.path("work/Config/sample/default.json")):1 (13 characters, not shown as it may hold a secret): expected text"
                    expect(error?.message).toNot(contain("sk-"))
                }
            }
        }
    }
}
