import CLI
import Configuration
import Platform
import SpecKit

/// The parser, the runner and the error printer end to end, with the example tool.
final class CommandLineToolSpec: Spec {
    override func spec() {
        describe("CommandLineTool") {
            let console = BufferedConsole()
            var environment: [String: String] = [:]
            var contextError: (any Error)?

            func run(_ arguments: [String]) async -> ExitCode {
                await CommandLineTool(root: ExampleTool.root, sleeper: ImmediateSleeper())
                    .run(arguments, console: console, environment: DictionaryEnvironment(environment)) { [contextError] invocation, output in
                        if let contextError { throw contextError }
                        return ExampleContext(output: output, globals: GlobalValues(invocation))
                    }
            }

            it("runs the command and exits 0") {
                let code = await run(["pick", "2", "-f", "list"])
                expect(code) == .success
                expect(console.output.text) == "picked 2 as list\n"
                expect(console.error.text) == ""
            }
            it("prints JSON with --json") {
                let code = await run(["--json", "pick", "2"])
                expect(code) == .success
                expect(console.output.text) == "{\n  \"count\" : 2\n}\n"
            }
            it("prints help on standard output and exits 0") {
                let code = await run(["pick", "--help"])
                expect(code) == .success
                expect(console.output.text.hasPrefix("OVERVIEW: Pick N unique random people.")) == true
            }
            it("prints the version and exits 0") {
                let code = await run(["--version"])
                expect(code) == .success
                expect(console.output.text) == "1.2.3\n"
            }
            it("prints a usage error on standard error and exits 64") {
                let code = await run(["pikc"])
                expect(code) == .usage
                expect(console.output.text) == ""
                expect(console.error.text) == """
                Error: Unknown command 'pikc'. Did you mean 'pick'?
                Usage: roulette <subcommand>
                  See 'roulette --help' for more information.

                """
            }
            it("reports an error of the command with its exit code") {
                let code = await run(["pick", "--", "-1"])
                expect(code) == .unavailable
                expect(console.error.text) == "roulette: error: the people service at https://example.com answered 503\nhint: try again later, or use --set people.source=bundled\n"
            }
            it("reports an error building the context, before any command runs") {
                contextError = ConfigurationError.unknownKey(key: "storage.pth", source: .commandLine(flag: "--set"), suggestion: "storage.path")
                let code = await run(["pick"])
                expect(code) == .configuration
                expect(console.output.text) == ""
                expect(console.error.text) == "roulette: error: unknown key 'storage.pth' in --set\nhint: did you mean 'storage.path'?\n"
            }
            it("colours errors on a terminal unless --no-color or NO_COLOR says no") {
                let terminal = BufferedConsole(isTerminal: true)
                func runOnTerminal(_ arguments: [String]) async -> String {
                    _ = await CommandLineTool(root: ExampleTool.root).run(arguments, console: terminal, environment: DictionaryEnvironment(environment)) { invocation, output in
                        ExampleContext(output: output, globals: GlobalValues(invocation))
                    }
                    return terminal.error.text
                }
                let coloured = await runOnTerminal(["pick", "--", "-1"])
                expect(coloured.contains("\u{1B}[31m")) == true
                let before = terminal.error.text.count
                _ = await runOnTerminal(["pick", "--no-color", "--", "-1"])
                expect(String(terminal.error.text.dropFirst(before)).contains("\u{1B}[")) == false
                environment["NO_COLOR"] = "1"
                let again = terminal.error.text.count
                _ = await runOnTerminal(["pick", "--", "-1"])
                expect(String(terminal.error.text.dropFirst(again)).contains("\u{1B}[")) == false
            }
        }
    }
}
