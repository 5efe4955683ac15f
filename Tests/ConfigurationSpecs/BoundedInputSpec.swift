import Configuration
import Foundation
import Platform
import PlatformTesting
import SpecKit

#if canImport(Glibc)
import Glibc
#endif

/// What no configuration file can do to a run: crash it by nesting, block it by being a FIFO,
/// or fill memory by being huge.
final class BoundedInputSpec: Spec {
    override func spec() {
        describe("loading a config file") {
            let directory = TemporaryDirectory(creating: ["home", "work"])
            afterEach { directory.remove() }
            var file: String { directory.path("work/Config/sample/default.json") }

            context("nested deeper than the limit") {
                it("fails at the brace that goes too deep, naming file:line:column") {
                    directory.write(
                        "work/Config/sample/default.json",
                        String(repeating: #"{"a":"#, count: 2_750) + "1" + String(repeating: "}", count: 2_750)
                    )
                    expect(loadingError(in: directory)?.message)
                        == "malformed configuration file \(file):1:321: objects are nested more than 64 levels deep"
                    expect(loadingError(in: directory)?.exitCode) == .configuration
                }
                it("reads nesting of exactly the limit") {
                    directory.write(
                        "work/Config/sample/default.json",
                        String(repeating: #"{"a":"#, count: 64) + "1" + String(repeating: "}", count: 64)
                    )
                    // 64 levels parse; the key they make is unknown, which is the next check.
                    expect(loadingError(in: directory)?.message).to(beginWith("unknown key 'a.a.a"))
                }
            }

            context("that is a FIFO") {
                it("is refused at once as not a regular file, without blaming permissions") {
                    directory.makeDirectory("work/Config/sample")
                    expect(mkfifo(file, 0o600)) == 0
                    let error = loadingError(in: directory)
                    expect(error) == .notRegularFile(path: file, kind: "a FIFO (named pipe)")
                    expect(error?.message) == "cannot read configuration file \(file): it is a FIFO (named pipe), not a regular file"
                    expect(error?.exitCode) == .ioError
                    expect(error?.message ?? "").toNot(contain("permission"))
                }
            }

            context("that is a directory") {
                it("is refused as not a regular file") {
                    directory.makeDirectory("work/Config/sample/default.json")
                    expect(loadingError(in: directory)) == .notRegularFile(path: file, kind: "a directory")
                }
            }

            context("larger than the file system's limit") {
                it("is refused naming the limit, and the limit is the documented default") {
                    directory.write("work/Config/sample/default.json", "{\"people.name\": \"" + String(repeating: "x", count: 2_000) + "\"}")
                    let loader = ConfigurationLoader(
                        schema: try SampleSettings.schema(),
                        environment: DictionaryEnvironment([:]),
                        locations: directory.locations,
                        search: .app("sample", locations: directory.locations),
                        fileSystem: LocalConfigurationFileSystem(maxFileSize: 1_024)
                    )
                    let error = readingError { () throws(ConfigurationError) in try loader.load() }
                    expect(error) == .fileTooLarge(path: file, limit: 1_024)
                    expect(error?.message) == "configuration file \(file) is larger than the limit of 1 KiB (1024 bytes)"
                    expect(error?.exitCode) == .configuration
                    expect(LocalConfigurationFileSystem().maxFileSize) == 16 * 1_024 * 1_024
                }
            }
        }

        describe("values checked at load") {
            let directory = TemporaryDirectory(creating: ["home", "work"])
            afterEach { directory.remove() }

            it("refuses a zero duration, stating the range") {
                let error = loadingError(in: directory, environment: ["HTTP_TIMEOUT": "0s"])
                expect(error?.message)
                    == "invalid value '0s' for http.timeout in environment variable HTTP_TIMEOUT: expected a duration between 1ms and 24h, such as 500ms, 30s, 2m or 1h"
            }
            it("refuses a list that is empty after trimming") {
                expect(loadingError(in: directory, environment: ["WEATHER_CITIES": ",,"])?.message)
                    == "invalid value ',,' for weather.cities in environment variable WEATHER_CITIES: expected a list of at least one item: a JSON array, or items separated by commas"
            }
            it("refuses an empty JSON array in a file") {
                directory.write("work/Config/sample/default.json", #"{"weather.cities": [" ", ""]}"#)
                expect(loadingError(in: directory)?.message ?? "").to(contain("expected a list of at least one item"))
            }
            it("never echoes an invalid URL, only its kind, length and source") {
                let error = loadingError(in: directory, environment: ["PEOPLE_URL": "bob:hunter2@host/x?token=q"])
                expect(error?.message)
                    == "invalid URL for people.url in environment variable PEOPLE_URL (26 characters, not shown as it may hold a secret): expected an absolute URL such as https://example.com/api"
            }
            it("never echoes an invalid URL whose password holds an '@' or a combining mark") {
                for url in ["bob:p@SECRETX@host/x", "http://bob:SECRETQ@\u{301}host/x", "//SECRET@At://", "http://u:SECRETK/@127.0.0.1:1/"] {
                    let message = loadingError(in: directory, environment: ["PEOPLE_URL": url])?.message ?? ""
                    expect(message).to(contain("invalid URL for people.url in environment variable PEOPLE_URL"))
                    expect(message).toNot(contain("SECRET"))
                }
            }
        }
    }
}
