import Composition
import Configuration
import Foundation
import Platform
import PlatformTesting
import SpecKit

/// The parser, configuration, composition root and error printer end to end, through the
/// example app, the way a main.swift runs them.
final class ApplicationSpec: Spec {
    override func spec() {
        describe("Application") {
            var directory: TemporaryDirectory!
            var console: BufferedConsole!
            var environment: [String: String] = [:]
            beforeEach {
                directory = TemporaryDirectory(creating: ["work"])
                console = BufferedConsole()
                environment = [:]
            }
            afterEach {
                directory.remove()
                directory = nil
            }

            func run(_ arguments: [String]) async -> ExitCode {
                await GreeterApp.application.run(arguments, platform: testPlatform(root: directory.url, environment: environment, console: console))
            }

            it("runs a command with the implementation the configuration chose") {
                let code = await run(["greet", "Zoë", "--set", "greeting.language=spanish"])
                expect(code) == .success
                expect(console.output.text) == "¡Hola, Zoë!\n"
                expect(console.error.text) == ""
            }
            it("reads settings the command needs from the same configuration") {
                environment["GREETING_NAME"] = "Bo"
                let code = await run(["greet"])
                expect(code) == .success
                expect(console.output.text) == "Hello, Bo!\n"
            }
            it("prints JSON with --json") {
                let code = await run(["greet", "--json"])
                expect(code) == .success
                expect(console.output.text) == "{\n  \"greeting\" : \"Hello, Ana!\"\n}\n"
            }
            it("lists its commands and the shared ones in its help") {
                let code = await run(["--help"])
                expect(code) == .success
                expect(console.output.text).to(contain("  greet                   Greet someone.\n"))
                expect(console.output.text).to(contain("  config                  Show every setting, its value and its origin.\n"))
                expect(console.output.text).to(contain("  graph                   Show which implementation each service got, and why.\n"))
            }
            it("fails at start-up on an unknown implementation, before the command runs") {
                let code = await run(["greet", "--set", "greeting.language=klingon"])
                expect(code) == .configuration
                expect(console.output.text) == ""
                expect(console.error.text)
                    == "greeter: error: no implementation named 'klingon' for greeting.language (from --set); accepted: english, spanish\nhint: choose one with --set greeting.language=english\n"
            }
            it("reports a configuration error with its source") {
                environment["STORAGE_BACKEND"] = "postgres"
                let code = await run(["greet"])
                expect(code) == .configuration
                expect(console.error.text)
                    == "greeter: error: invalid value 'postgres' for storage.backend in environment variable STORAGE_BACKEND: expected one of: sqlite, memory\n"
            }
            it("accepts only real implementations: no test wiring in production") {
                let code = await run(["notes", "--set", "storage.backend=forbidden"])
                expect(code) == .configuration
                expect(console.error.text)
                    == "greeter: error: invalid value 'forbidden' for storage.backend in --set: expected one of: sqlite, memory\n"
            }
            it("reports every problem of its graph when a command resolves into a broken one") {
                let broken = Application(name: "broken", version: "0", abstract: "", components: [BrokenAssembly.self], commands: [GreeterApp.greet])
                let code = await broken.run(["greet"], platform: testPlatform(root: directory.url, environment: environment, console: console))
                expect(code) == .software
                expect(console.output.text) == ""
                expect(console.error.text).to(beginWith("broken: error: the dependency graph is invalid: Greeter depends on"))
                expect(console.error.text).to(contain("hint: this is a bug in the app's assemblies"))
            }
            it("reports a key it does not declare as unknown") {
                let code = await run(["greet", "--set", "weather.units=kelvin"])
                expect(code) == .configuration
                expect(console.error.text) == "greeter: error: unknown key 'weather.units' in --set\nhint: the config command lists every key\n"
            }
            it("takes its own global option as a shorthand for its key, after every --set") {
                let code = await run(["graph", "--seed", "7", "--set", "greeting.seed=1", "--no-color"])
                expect(code) == .success
                expect(console.output.text).to(contain("greeting.seed=7 (command line:--seed)"))
            }
            it("refuses its own global option's bad value as a usage error") {
                let code = await run(["greet", "--seed", "abc"])
                expect(code) == .usage
                expect(console.error.text).to(beginWith("greeter: error: The value 'abc' is invalid for '--seed <n>'"))
            }
            it("accepts for its own global option exactly the range of its key, and says that range") {
                let code = await run(["greet", "--seed", "18446744073709551615"])
                expect(code) == .usage
                expect(console.error.text).to(
                    beginWith(
                        "greeter: error: The value '18446744073709551615' is invalid for '--seed <n>': expected a whole number between 0 and 9223372036854775807"
                    )
                )
                let negative = await run(["greet", "--seed", "-1"])
                expect(negative) == .usage
                let largest = await run(["greet", "--seed", "9223372036854775807"])
                expect(largest) == .success
            }
            it("ends its help with the exit statuses every app shares") {
                let code = await run(["--help"])
                expect(code) == .success
                expect(console.output.text).to(contain("EXIT STATUS:\n  0                       success\n"))
                expect(console.output.text).to(contain("  66                      not found: nothing matches what was asked for\n"))
                expect(console.output.text).to(contain("  78                      configuration: a setting is wrong, out of range or\n"))
                for word in ["person", "city", "weather", "roulette", ".ci/", "Config/README"] {
                    expect(console.output.text.lowercased()).toNot(contain(word.lowercased()))
                }
            }

            describe("finding its configuration") {
                it("reads ./Config/<app>/ of the working directory") {
                    directory.write("work/Config/greeter/default.json", #"{"greeting": {"name": "Bo"}}"#)
                    let status = await run(["greet"])
                    expect(status) == .success
                    expect(console.output.text) == "Hello, Bo!\n"
                }
                it("ignores a ./Config that belongs to something else") {
                    directory.write("work/Config/default.json", #"{"logLevel": "debug"}"#)
                    let status = await run(["greet"])
                    expect(status) == .success
                    expect(console.output.text) == "Hello, Ana!\n"
                }
                it("prefers the user's $XDG_CONFIG_HOME/<app>/ to ./Config/<app>/") {
                    directory.write("work/Config/greeter/default.json", #"{"greeting": {"name": "Bo"}}"#)
                    directory.write("home/.config/greeter/default.json", #"{"greeting": {"name": "Cy"}}"#)
                    let status = await run(["greet"])
                    expect(status) == .success
                    expect(console.output.text) == "Hello, Cy!\n"
                }
                it("prefers its variable, <APP>_CONFIG_DIR, and --config-dir over both") {
                    directory.write("home/.config/greeter/default.json", #"{"greeting": {"name": "Cy"}}"#)
                    directory.write("elsewhere/default.json", #"{"greeting": {"name": "Di"}}"#)
                    directory.write("flagged/default.json", #"{"greeting": {"name": "Ed"}}"#)
                    environment["GREETER_CONFIG_DIR"] = directory.path("elsewhere")
                    let fromVariable = await run(["greet"])
                    let fromFlag = await run(["greet", "--config-dir", directory.path("flagged")])
                    expect([fromVariable, fromFlag]) == [.success, .success]
                    expect(console.output.text) == "Hello, Di!\nHello, Ed!\n"
                }
                it("says in config which directory it read, and how it was found") {
                    directory.write("home/.config/greeter/default.json", "{}")
                    let status = await run(["config"])
                    expect(status) == .success
                    expect(console.output.text).to(
                        contain("# directory: \(directory.path("home/.config/greeter")) (from the user's configuration directory)\n")
                    )
                }
                it("fails on an --env whose file does not exist, even with no directory") {
                    let code = await run(["greet", "--env", "production"])
                    expect(code) == .configuration
                    expect(console.error.text).to(
                        beginWith(
                            "greeter: error: no configuration file for environment 'production' (from --env): no configuration directory was found\n"
                        )
                    )
                }
            }
            it("reports a usage error with the usage line and 64") {
                let code = await run(["gret"])
                expect(code) == .usage
                expect(console.error.text)
                    == "greeter: error: Unknown command 'gret'. Did you mean 'greet'?\nhint: see 'greeter --help'\nUsage: greeter [<options>] <subcommand>\n"
            }

            describe("config") {
                it("prints exactly its components' keys with their values and origins") {
                    let code = await run(["config", "--set", "greeting.language=spanish"])
                    expect(code) == .success
                    let lines = console.output.text.split(separator: "\n").map(String.init)
                    expect(lines.first) == "# environment: development (from default)"
                    expect(lines).to(containElementSatisfying { $0.hasPrefix("command line:--set") && $0.hasSuffix("greeting.language=spanish") })
                    expect(lines.dropFirst(2).map { $0.split(separator: " ").last.map { String($0.split(separator: "=")[0]) } ?? "" })
                        == ["greeting.language", "greeting.name", "greeting.seed", "log.level", "storage.backend", "storage.path"]
                }
                it("prints the Markdown table of its keys with --keys, the one a keys document holds") {
                    let code = await run(["config", "--keys"])
                    expect(code) == .success
                    expect(console.output.text) == (try GreeterApp.application.assembler.schema().referenceTable)
                    expect(console.output.text).to(beginWith("| Key | Type | Default | Environment variable | Meaning |\n"))
                    expect(console.output.text).to(contain("| `greeting.language` |"))
                }
                it("refuses --keys with --json, as a usage error") {
                    let code = await run(["config", "--keys", "--json"])
                    expect(code) == .usage
                    expect(console.output.text) == ""
                }
                it("prints JSON with --json") {
                    let code = await run(["config", "--json"])
                    expect(code) == .success
                    expect(console.output.text).to(contain("\"key\" : \"greeting.name\""))
                    expect(console.output.text).to(contain("\"environment\" : \"development\""))
                }
            }

            describe("graph") {
                it("prints which implementation each service got and the key that chose it") {
                    let code = await run(["graph", "--seed", "7", "--set", "storage.backend=memory", "--no-color"])
                    expect(code) == .success
                    let lines = console.output.text.split(separator: "\n").map {
                        $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
                    }
                    expect(lines.first) == "SERVICE IMPLEMENTATION CHOSEN BY"
                    expect(lines).to(contain("RandomSource SeededRandomSource greeting.seed=7 (command line:--seed)"))
                    expect(lines).to(contain("Greeting EnglishGreeting greeting.language=english (default)"))
                    expect(lines).to(contain("NotesStoring InMemoryNotesStore storage.backend=memory (command line:--set)"))
                    expect(lines).to(contain("Greeter Greeter -"))
                }
                it("prints Graphviz DOT with --dot") {
                    let code = await run(["graph", "--dot"])
                    expect(code) == .success
                    expect(console.output.text).to(beginWith("digraph bindings {\n    rankdir=LR;\n"))
                    expect(console.output.text).to(contain("    \"Greeting\" -> \"EnglishGreeting\" [label=\"greeting.language=english\"];\n"))
                    expect(console.output.text).to(contain("    \"Greeter\" -> \"Greeter\";\n"))
                    expect(console.output.text).to(endWith("}\n"))
                }
                it("prints JSON with --json") {
                    let code = await run(["graph", "--json"])
                    expect(code) == .success
                    expect(console.output.text).to(contain("\"implementation\" : \"EnglishGreeting\""))
                }
            }
        }
    }
}
