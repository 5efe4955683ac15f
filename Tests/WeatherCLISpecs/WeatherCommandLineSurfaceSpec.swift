import Composition
import CompositionTesting
import Foundation
import Platform
import SpecKit
import SpecKitRobot
import WeatherAssemblies

/// Everything weather's command line shows of itself, kept as snapshots: every help screen here,
/// and through CompositionTesting's `CommandLineSurface.examples` the three completion scripts
/// (checked by their shells), the manual page and the tool description, in this spec's
/// `__Snapshots__/WeatherCommandLineSurfaceSpec/`. And every `--json` output against its
/// documented schema (docs/JSON.md).
final class WeatherCommandLineSurfaceSpec: Spec {
    override func spec() {
        describe("weather's command line") {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("WeatherCommandLineSurfaceSpec-\(UUID().uuidString)")
            afterEach { try? FileManager.default.removeItem(at: root) }
            var console = BufferedConsole()
            beforeEach { console = BufferedConsole() }

            func run(_ arguments: String...) async -> ExitCode {
                await WeatherApp.application.run(arguments, platform: .doubles(root: root, console: console))
            }

            describe("help") {
                it("shows the root help with every global option and the exit statuses") {
                    do { let status = await run("--help"); expect(status) == .success }
                    expect(console.output.text).to(matchSnapshot(named: "help"))
                    expect(console.output.text).to(contain("EXIT STATUS:"))
                }
                for command in ["current", "cities", "uv", "air", "places", "config", "graph"] {
                    it("shows the help of \(command), its complete usage line and no global-options block") {
                        do { let status = await run("help", command); expect(status) == .success }
                        expect(console.output.text).to(matchSnapshot(named: "help-\(command)"))
                        expect(console.output.text).toNot(contain("Print JSON instead of text"))
                    }
                }
            }

            itBehavesLike(CommandLineSurface.examples) { CommandLineSurface(WeatherApp.application) }

            it("completes --units values and --set keys in bash") {
                _ = await run("--generate-completion-script", "bash")
                let result = try await ShellScript.run("/bin/bash", script: console.output.text, in: root, then: """
                    COMP_WORDS=(weather current --units ""); COMP_CWORD=3; _weather; echo "${COMPREPLY[*]}"
                    COMP_WORDS=(weather --set weather.p); COMP_CWORD=2; _weather; echo "${COMPREPLY[*]}"
                    COMP_WORDS=(weather uv --s); COMP_CWORD=2; _weather; echo "${COMPREPLY[*]}"
                    """)
                expect(result.exitCode) == 0
                expect(result.standardOutput) == "metric imperial kelvin\nweather.provider=\n--set --short\n"
            }
            it("lists --units in the manual page") {
                do { let status = await run("--generate-manual"); expect(status) == .success }
                expect(console.output.text).to(contain(".It Fl -units Ar units"))
            }

            describe("one error style") {
                it("prints a value out of range as the parser does, with the usage line instead of a hand-written one") {
                    do { let status = await run("places", "--radius", "0"); expect(status) == .usage }
                    expect(console.error.text) == """
                        weather: error: The value '0' is invalid for '--radius <metres>': expected 1 to 50000
                        hint: see 'weather help places'
                        Usage: weather places [<options>]

                        """
                }
                it("refuses --short with --json") {
                    do { let status = await run("uv", "--short", "--json"); expect(status) == .usage }
                    expect(console.error.text).to(contain("'--short' and '--json' cannot be used together"))
                }
                it("names commands in hints, never repository files") {
                    do { let status = await run("--set", "weather.provider=openweather", "current"); expect(status) == .configuration }
                    expect(console.error.text).toNot(contain("README"))
                    expect(console.error.text).to(contain("'weather config'"))
                }
            }

            describe("sample data") {
                it("says so after the text when the bundled provider answered") {
                    do { let status = await run("current"); expect(status) == .success }
                    expect(console.output.text).to(endWith("note: sample data from the bundled provider, not a real reading; set weather.provider (see 'weather config')\n"))
                }
                it("says so for made-up coordinates too") {
                    do { let status = await run("current", "--lat", "-8.4", "--lon", "3"); expect(status) == .success }
                    expect(console.output.text).to(contain("note: sample data"))
                }
            }

            describe("--json") {
                let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("docs/schemas")
                func schema(_ name: String, in file: String = "weather.json") throws -> JSONSchema {
                    try JSONSchema.load(contentsOf: docs.appendingPathComponent(file)).definition(name)
                }
                for command in ["current", "cities", "uv", "air", "places"] {
                    it("prints \(command) as documented, naming the provider and that it is sample data") {
                        do { let status = await run(command, "--json"); expect(status) == .success }
                        expect(console.output.text).to(conformToJSONSchema(try schema(command)))
                        expect(console.output.text).to(contain("\"sample\" : true"))
                    }
                }
                it("prints a city that failed as documented") {
                    do { let status = await run("cities", "Atlantis", "Lugo", "--json"); expect(status).toNot(equal(.success)) }
                    expect(console.output.text).to(conformToJSONSchema(try schema("cities")))
                }
                it("prints errors as documented JSON on standard error") {
                    do { let status = await run("current", "--city", "Atlantis", "--json"); expect(status) == .notFound }
                    expect(console.output.text) == ""
                    expect(console.error.text).to(conformToJSONSchema(try schema("error", in: "framework.json")))
                }
            }
        }
    }
}
