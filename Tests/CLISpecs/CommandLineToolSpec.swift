import CLI
import Configuration
import Foundation
import Platform
import SpecKit

/// A clock that moves 12.5 ms each time it is read.
final class SteppingClock: TimeSource, @unchecked Sendable {
    private let reads = LockedValue(0)
    var now: Date {
        let count = reads.update { value -> Int in
            value += 1
            return value
        }
        return Date(timeIntervalSince1970: Double(count) * 0.0125)
    }
}

/// The parser, the runner and the error printer end to end, with the example tool.
final class CommandLineToolSpec: Spec {
    override func spec() {
        describe("CommandLineTool") {
            var console: BufferedConsole!
            var environment: [String: String] = [:]
            var contextError: (any Error)?
            beforeEach {
                console = BufferedConsole()
                environment = [:]
                contextError = nil
            }

            func run(_ arguments: [String]) async -> ExitCode {
                await CommandLineTool(root: ExampleTool.root, sleeper: ImmediateSleeper())
                    .run(arguments, console: console, environment: DictionaryEnvironment(environment)) { [contextError] invocation, output in
                        if let contextError { throw contextError }
                        return ExampleContext(output: output, globals: OutputValues(invocation))
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
                expect(console.output.text).to(beginWith("OVERVIEW: Pick N unique random people."))
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
                    roulette: error: Unknown command 'pikc'. Did you mean 'pick'?
                    hint: see 'roulette --help'
                    Usage: roulette [<options>] <subcommand>

                    """
            }
            it("prints a usage error a command throws with that command's usage line, as the parser's") {
                let code = await run(["pick", "101"])
                expect(code) == .usage
                expect(console.error.text) == """
                    roulette: error: at most 100 people at a time
                    hint: ask for fewer
                    hint: see 'roulette help pick'
                    Usage: roulette pick [<options>] [<count>]

                    """
            }
            it("prints errors as JSON on standard error under --json, parse errors too") {
                do {
                    let status = await run(["pick", "101", "--json"])
                    expect(status) == .usage
                }
                expect(console.error.text).to(
                    beginWith(
                        #"{"error":{"exitCode":64,"hints":["ask for fewer","see 'roulette help pick'"],"message":"at most 100 people at a time""#
                    )
                )
                let parse = BufferedConsole()
                let code = await CommandLineTool(root: ExampleTool.root, sleeper: ImmediateSleeper())
                    .run(["pikc", "--json"], console: parse, environment: DictionaryEnvironment([:])) { invocation, output in
                        ExampleContext(output: output, globals: OutputValues(invocation))
                    }
                expect(code) == .usage
                expect(parse.error.text).to(beginWith(#"{"error":{"exitCode":64,"#))
            }
            it("refuses --quiet with --verbose") {
                do {
                    let status = await run(["pick", "--quiet", "--verbose"])
                    expect(status) == .usage
                }
                expect(console.error.text).to(beginWith("roulette: error: '--quiet' and '--verbose' cannot be used together\n"))
            }
            it("times the command under --verbose, on standard error") {
                let verbose = BufferedConsole()
                let clock = SteppingClock()
                let code = await CommandLineTool(root: ExampleTool.root, sleeper: ImmediateSleeper(), clock: clock)
                    .run(["pick", "2", "--verbose"], console: verbose, environment: DictionaryEnvironment([:])) { invocation, output in
                        ExampleContext(output: output, globals: OutputValues(invocation))
                    }
                expect(code) == .success
                expect(verbose.output.text) == "picked 2 as table\n"
                expect(verbose.error.text) == "verbose: roulette pick ran in 12.5 ms\n"
            }
            it("writes the completion scripts, the manual page and the tool description, and runs nothing") {
                do {
                    let status = await run(["--generate-completion-script", "bash"])
                    expect(status) == .success
                }
                expect(console.output.text).to(contain("complete -F _roulette 'roulette'"))
                do {
                    let status = await run(["pick", "--generate-manual"])
                    expect(status) == .success
                }
                expect(console.output.text).to(contain(".Dt ROULETTE 1"))
                do {
                    let status = await run(["--experimental-dump-help"])
                    expect(status) == .success
                }
                expect(console.output.text).to(contain("\"commandName\" : \"roulette\""))
                expect(console.output.text).toNot(contain("picked"))
            }
            it("reports an error of the command with its exit code") {
                let code = await run(["pick", "--", "-1"])
                expect(code) == .unavailable
                expect(console.error.text)
                    == "roulette: error: the people service at https://example.com answered 503\nhint: try again later, or use --set people.source=bundled\n"
            }
            it("reports an error building the context, before any command runs") {
                contextError = ConfigurationError.unknownKey(key: "storage.pth", source: .commandLine(flag: "--set"), suggestion: "storage.path")
                let code = await run(["pick"])
                expect(code) == .configuration
                expect(console.output.text) == ""
                expect(console.error.text) == "roulette: error: unknown key 'storage.pth' in --set\nhint: did you mean 'storage.path'?\n"
            }
            context("when standard output cannot be written") {
                let full = WriteError.failed(output: "standard output", reason: "no space is left on the device")
                beforeEach { console = BufferedConsole(outputFailing: full) }

                it("fails the command with one line on standard error, exit 74") {
                    let code = await run(["pick", "2"])
                    expect(code) == .ioError
                    expect(console.error.text) == "roulette: error: cannot write to standard output: no space is left on the device\n"
                }
                it("fails --json output the same way, as JSON on standard error") {
                    let code = await run(["--json", "pick", "2"])
                    expect(code) == .ioError
                    expect(console.error.text).to(contain(#""message":"cannot write to standard output: no space is left on the device""#))
                }
                for arguments in [
                    ["--help"], ["--version"], ["--generate-manual"], ["--generate-completion-script", "zsh"], ["--experimental-dump-help"],
                ] {
                    it("fails \(arguments.joined(separator: " ")) with exit 74, so that no empty page is installed") {
                        let code = await run(arguments)
                        expect(code) == .ioError
                        expect(console.error.text) == "roulette: error: cannot write to standard output: no space is left on the device\n"
                    }
                }
            }
            context("when the reader of standard output went away") {
                beforeEach { console = BufferedConsole(outputFailing: .closed(output: "standard output")) }

                it("ends quietly with the status of a tool that SIGPIPE ended") {
                    let code = await run(["pick", "2"])
                    expect(code) == .outputClosed
                    expect(console.error.text) == ""
                }
                it("ends quietly after --generate-manual too") {
                    let code = await run(["--generate-manual"])
                    expect(code) == .outputClosed
                    expect(console.error.text) == ""
                }
            }
            it("colours errors on a terminal unless --no-color or NO_COLOR says no") {
                let terminal = BufferedConsole(isTerminal: true)
                func runOnTerminal(_ arguments: [String]) async -> String {
                    _ = await CommandLineTool(root: ExampleTool.root).run(
                        arguments,
                        console: terminal,
                        environment: DictionaryEnvironment(environment)
                    ) { invocation, output in
                        ExampleContext(output: output, globals: OutputValues(invocation))
                    }
                    return terminal.error.text
                }
                let coloured = await runOnTerminal(["pick", "--", "-1"])
                expect(coloured).to(contain("\u{1B}[31m"))
                let before = terminal.error.text.count
                _ = await runOnTerminal(["pick", "--no-color", "--", "-1"])
                expect(String(terminal.error.text.dropFirst(before))).toNot(contain("\u{1B}["))
                environment["NO_COLOR"] = "1"
                let again = terminal.error.text.count
                _ = await runOnTerminal(["pick", "--", "-1"])
                expect(String(terminal.error.text.dropFirst(again))).toNot(contain("\u{1B}["))
            }
        }
    }
}
