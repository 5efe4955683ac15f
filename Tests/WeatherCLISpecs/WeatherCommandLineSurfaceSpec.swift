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
            var robot: CommandRobot!
            var result: CommandResult!
            justBeforeEach { try await WeatherApp.application.test(.inProcess) { robot = $0 } }

            /// Runs the app in-process, at the depth `.inProcess`; `result` is what it did.
            func run(_ arguments: String...) async throws {
                result = try await robot.arguments(arguments).run()
            }

            describe("help") {
                it("shows the root help with every global option and the exit statuses") {
                    try await run("--help")
                    expect(result.exitCode) == ExitCode.success.rawValue
                    expect(result.standardOutput).to(matchSnapshot(named: "help"))
                    expect(result.standardOutput).to(contain("EXIT STATUS:"))
                }
                for command in ["current", "cities", "uv", "air", "places", "config", "graph"] {
                    it("shows the help of \(command), its complete usage line and no global-options block") {
                        try await run("help", command)
                        expect(result.exitCode) == ExitCode.success.rawValue
                        expect(result.standardOutput).to(matchSnapshot(named: "help-\(command)"))
                        expect(result.standardOutput).toNot(contain("Print JSON instead of text"))
                    }
                }
            }

            itBehavesLike(CommandLineSurface.examples) { CommandLineSurface(WeatherApp.application) }

            it("completes --units values and --set keys in bash") {
                try await run("--generate-completion-script", "bash")
                let completed = try await ShellScript.run(
                    "/bin/bash",
                    script: result.standardOutput,
                    in: robot.workingDirectory,
                    then: """
                        COMP_WORDS=(weather current --units ""); COMP_CWORD=3; _weather; echo "${COMPREPLY[*]}"
                        COMP_WORDS=(weather --set weather.p); COMP_CWORD=2; _weather; echo "${COMPREPLY[*]}"
                        COMP_WORDS=(weather uv --s); COMP_CWORD=2; _weather; echo "${COMPREPLY[*]}"
                        """
                )
                expect(completed.exitCode) == 0
                expect(completed.standardOutput) == "metric imperial kelvin\nweather.provider=\n--set --short\n"
            }
            it("lists --units in the manual page") {
                try await run("--generate-manual")
                expect(result.exitCode) == ExitCode.success.rawValue
                expect(result.standardOutput).to(contain(".It Fl -units Ar units"))
            }

            describe("one error style") {
                it("prints a value out of range as the parser does, with the usage line instead of a hand-written one") {
                    try await run("places", "--radius", "0")
                    expect(result.exitCode) == ExitCode.usage.rawValue
                    expect(result.standardError) == """
                        weather: error: The value '0' is invalid for '--radius <metres>': expected 1 to 50000
                        hint: see 'weather help places'
                        Usage: weather places [<options>]

                        """
                }
                it("refuses --short with --json") {
                    try await run("uv", "--short", "--json")
                    expect(result.exitCode) == ExitCode.usage.rawValue
                    expect(result.standardError).to(contain("'--short' and '--json' cannot be used together"))
                }
                it("names commands in hints, never repository files") {
                    try await run("--set", "weather.provider=openweather", "current")
                    expect(result.exitCode) == ExitCode.configuration.rawValue
                    expect(result.standardError).toNot(contain("README"))
                    expect(result.standardError).to(contain("'weather config'"))
                }
            }

            describe("sample data") {
                it("says so after the text when the bundled provider answered") {
                    try await run("current")
                    expect(result.exitCode) == ExitCode.success.rawValue
                    expect(result.standardOutput).to(
                        endWith("note: sample data from the bundled provider, not a real reading; set weather.provider (see 'weather config')\n")
                    )
                }
                it("says so for made-up coordinates too") {
                    try await run("current", "--lat", "-8.4", "--lon", "3")
                    expect(result.exitCode) == ExitCode.success.rawValue
                    expect(result.standardOutput).to(contain("note: sample data"))
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
                        try await run(command, "--json")
                        expect(result.exitCode) == ExitCode.success.rawValue
                        expect(result.standardOutput).to(conformToJSONSchema(try schema(command)))
                        expect(result.standardOutput).to(contain("\"sample\" : true"))
                    }
                }
                it("prints a city that failed as documented") {
                    try await run("cities", "Atlantis", "Lugo", "--json")
                    expect(result.exitCode) != ExitCode.success.rawValue
                    expect(result.standardOutput).to(conformToJSONSchema(try schema("cities")))
                }
                it("prints errors as documented JSON on standard error") {
                    try await run("current", "--city", "Atlantis", "--json")
                    expect(result.exitCode) == ExitCode.notFound.rawValue
                    expect(result.standardOutput) == ""
                    expect(result.standardError).to(conformToJSONSchema(try schema("error", in: "framework.json")))
                }
            }
        }
    }
}
