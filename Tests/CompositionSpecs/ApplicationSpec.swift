import Assemblies
import Configuration
import Foundation
import Platform
import SpecKit

/// The parser, configuration, composition root and error printer end to end, through the
/// example app, the way a main.swift runs them.
final class ApplicationSpec: Spec {
    override func spec() {
        describe("Application") {
            let directory = TemporaryDirectory()
            afterEach { directory.remove() }
            let console = BufferedConsole()
            var environment: [String: String] = [:]

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
                expect(console.output.text.contains("  greet                   Greet someone.\n")) == true
                expect(console.output.text.contains("  config                  Show every setting, its value and its origin.\n")) == true
                expect(console.output.text.contains("  graph                   Show which implementation each service got, and why.\n")) == true
            }
            it("fails at start-up on an unknown implementation, before the command runs") {
                let code = await run(["greet", "--set", "greeting.language=klingon"])
                expect(code) == .configuration
                expect(console.output.text) == ""
                expect(console.error.text) == "greeter: error: no implementation named 'klingon' for greeting.language (from --set); accepted: english, spanish, forbidden\nhint: choose one with --set greeting.language=english\n"
            }
            it("reports a configuration error with its source") {
                environment["STORAGE_BACKEND"] = "postgres"
                let code = await run(["greet"])
                expect(code) == .configuration
                expect(console.error.text) == "greeter: error: invalid value 'postgres' for storage.backend in environment variable STORAGE_BACKEND: expected one of: sqlite, memory, forbidden\n"
            }
            it("reports a forbidden dependency the command reaches, naming it") {
                let code = await run(["notes", "--set", "storage.backend=forbidden"])
                expect(code) == .configuration
                expect(console.error.text) == """
                greeter: error: NotesStoring is forbidden by storage.backend=forbidden (from --set): register a mock of NotesStoring in the spec's container
                hint: container.register(NotesStoring.self) { _ in <your mock> }, or choose a real implementation with --set storage.backend=<name>

                """
            }
            it("reports a usage error with the usage line and 64") {
                let code = await run(["gret"])
                expect(code) == .usage
                expect(console.error.text.hasPrefix("Error: Unknown command 'gret'. Did you mean 'greet'?\nUsage: greeter <subcommand>\n")) == true
            }

            describe("config") {
                it("prints every key with its value and origin, secrets redacted") {
                    environment["OPENWEATHER_API_KEY"] = "sk-secret"
                    let code = await run(["config", "--set", "greeting.language=spanish"])
                    expect(code) == .success
                    let lines = console.output.text.split(separator: "\n").map(String.init)
                    expect(lines.first) == "# environment: development (from default)"
                    expect(lines.contains { $0.hasPrefix("command line:--set") && $0.hasSuffix("greeting.language=spanish") }) == true
                    expect(lines.contains { $0.hasPrefix("env:OPENWEATHER_API_KEY") && $0.hasSuffix("openweather.api-key=<redacted>") }) == true
                    expect(console.output.text.contains("sk-secret")) == false
                }
                it("prints JSON with --json, secrets redacted") {
                    environment["GOOGLE_PLACES_API_KEY"] = "g-secret"
                    let code = await run(["config", "--json"])
                    expect(code) == .success
                    expect(console.output.text.contains("\"key\" : \"google.places-api-key\"")) == true
                    expect(console.output.text.contains("g-secret")) == false
                    expect(console.output.text.contains("\"environment\" : \"development\"")) == true
                }
            }

            describe("graph") {
                it("prints which implementation each service got and the key that chose it") {
                    let code = await run(["graph", "--seed", "7", "--set", "storage.backend=memory", "--no-color"])
                    expect(code) == .success
                    let lines = console.output.text.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
                    expect(lines.first) == "SERVICE IMPLEMENTATION CHOSEN BY"
                    expect(lines.contains("RandomSource SeededRandomSource roulette.seed=7 (command line:--seed)")) == true
                    expect(lines.contains("Greeting EnglishGreeting greeting.language=english (default)")) == true
                    expect(lines.contains("NotesStoring InMemoryNotesStore storage.backend=memory (command line:--set)")) == true
                    expect(lines.contains("Greeter Greeter -")) == true
                }
                it("prints Graphviz DOT with --dot") {
                    let code = await run(["graph", "--dot"])
                    expect(code) == .success
                    expect(console.output.text.hasPrefix("digraph bindings {\n    rankdir=LR;\n")) == true
                    expect(console.output.text.contains("    \"Greeting\" -> \"EnglishGreeting\" [label=\"greeting.language=english\"];\n")) == true
                    expect(console.output.text.contains("    \"Greeter\" -> \"Greeter\";\n")) == true
                    expect(console.output.text.hasSuffix("}\n")) == true
                }
                it("prints JSON with --json") {
                    let code = await run(["graph", "--json"])
                    expect(code) == .success
                    expect(console.output.text.contains("\"implementation\" : \"EnglishGreeting\"")) == true
                }
            }
        }
    }
}
