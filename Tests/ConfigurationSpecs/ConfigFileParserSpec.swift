import Configuration
import Foundation
import PlatformTesting
import SpecKit

/// The JSON reader, through the loader: what a file may hold and how errors point into it.
final class ConfigFileParserSpec: Spec {
    override func spec() {
        describe("reading a config file") {
            let directory = TemporaryDirectory(creating: ["home", "work"])
            afterEach { directory.remove() }
            var file: String { directory.path("work/Config/sample/default.json") }

            func malformed(_ text: String) -> String? {
                directory.write("work/Config/sample/default.json", text)
                return loadingError(in: directory)?.message
            }

            it("maps nested objects to dotted keys and records each key's line") {
                directory.write(
                    "work/Config/sample/default.json",
                    """
                    {
                      "weather": {
                        "units": "imperial",
                        "cities": [
                          "Oslo"
                        ]
                      },
                      "people": { "name": "Zoë" }
                    }
                    """
                )
                let configuration = try loadConfiguration(in: directory)
                expect(try configuration.value(of: SampleSettings.units)) == .imperial
                expect(configuration.source(of: "weather.units")) == .file(path: file, line: 3)
                expect(configuration.source(of: "weather.cities")) == .file(path: file, line: 4)
                expect(configuration.source(of: "people.name")) == .file(path: file, line: 8)
                expect(try configuration.value(of: SampleSettings.name)) == "Zoë"
            }
            it("decodes escapes, including \\u and surrogate pairs") {
                directory.write("work/Config/sample/default.json", #"{"people.name": "A Coru\u00f1a \"q\" \\ \/ \t\ud83d\ude00"}"#)
                expect(try loadConfiguration(in: directory).value(of: SampleSettings.name)) == "A Coruña \"q\" \\ / \t😀"
            }
            it("treats null as not set in this file") {
                directory.write("work/Config/sample/default.json", #"{"people.name": null}"#)
                expect(try loadConfiguration(in: directory).value(of: SampleSettings.name)) == "demo"
            }
            it("accepts an empty object and a byte-order mark") {
                directory.write("work/Config/sample/default.json", "\u{FEFF}{ }")
                expect(try loadConfiguration(in: directory).files.count) == 1
            }
            it("points at a missing comma") {
                expect(malformed("{\n  \"a.b\": 1\n  \"c.d\": 2\n}"))
                    == "malformed configuration file \(file):3:3: expected ',' or '}' after the value of \"a.b\""
            }
            it("points at a trailing comma") {
                expect(malformed("{\n  \"a.b\": 1,\n}")) == "malformed configuration file \(file):3:1: expected a key in double quotes"
            }
            it("points at a missing colon") {
                expect(malformed(#"{"a.b" 1}"#)) == "malformed configuration file \(file):1:8: expected ':' after the key \"a.b\""
            }
            it("points at an unclosed string") {
                expect(malformed("{\n\"a.b\": \"x\n}"))
                    == "malformed configuration file \(file):2:10: a string is not closed before the end of the line"
            }
            it("points at the end of a truncated file") {
                expect(malformed("{\n\"a.b\": ")) == "malformed configuration file \(file):2:8: the file ends where a value was expected"
            }
            it("refuses a bare word") {
                expect(malformed(#"{"a.b": yes}"#))
                    == "malformed configuration file \(file):1:9: expected a value: a string, number, boolean, list, object or null"
            }
            it("refuses a number with a leading dot or a lone minus") {
                expect(malformed(#"{"a.b": -}"#)) == "malformed configuration file \(file):1:10: expected a digit in a number"
                expect(malformed(#"{"a.b": 1.}"#)) == "malformed configuration file \(file):1:11: expected a digit after the decimal point"
            }
            it("refuses an empty file and a top level that is not an object") {
                expect(malformed(""))
                    == "malformed configuration file \(file):1:1: the file is empty; expected a JSON object such as {\"storage.backend\": \"memory\"}"
                expect(malformed("[1]")) == "malformed configuration file \(file):1:1: expected a JSON object '{' at the top of the file"
            }
            it("refuses text after the object") {
                expect(malformed("{}\n{}")) == "malformed configuration file \(file):2:1: unexpected text after the end of the top-level object"
            }
            it("refuses objects inside lists") {
                expect(malformed(#"{"weather.cities": [{"name": "Oslo"}]}"#))
                    == "malformed configuration file \(file):1:21: a list holds only strings, numbers and booleans"
            }
            it("refuses a key set twice, nested or dotted") {
                expect(malformed("{\n\"people.name\": \"a\",\n\"people\": {\"name\": \"b\"}\n}"))
                    == "malformed configuration file \(file):3:1: the key 'people.name' is set twice (first on line 2)"
            }
            it("refuses unknown escapes and bad \\u escapes") {
                expect(malformed(#"{"a.b": "\q"}"#)) == "malformed configuration file \(file):1:12: unknown escape sequence '\\q'"
                expect(malformed(#"{"a.b": "\u12"}"#)) == "malformed configuration file \(file):1:14: expected four hexadecimal digits after \\u"
                expect(malformed(#"{"a.b": "\ud83d"}"#))
                    == "malformed configuration file \(file):1:16: a high surrogate \\u escape must be followed by a low one"
            }
            it("counts columns in characters, not bytes") {
                expect(malformed("{\"ñññ.x\" 1}")) == "malformed configuration file \(file):1:10: expected ':' after the key \"ñññ.x\""
            }
        }
    }
}
