import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs a command tree for a command line: parse, print help or version, build the app's
/// context, run the command, and report any error through `ErrorPrinter`. Returns the exit status.
///
/// ```swift
/// let code = await CommandLineTool(root: root).run(Array(CommandLine.arguments.dropFirst()),
///     console: StandardConsole(), environment: ProcessEnvironment()) { invocation, output in
///     try AppContext(invocation: invocation, output: output)    // load configuration, assemble
/// }
/// exit(code.rawValue)
/// ```
public struct CommandLineTool<Context>: Sendable {
    /// Builds what commands receive, after parsing and before any command runs.
    public typealias ContextBuilder = @Sendable (CommandInvocation, CommandOutput) async throws -> Context

    /// The top-level command, whose subcommands are the tool's commands.
    public let root: Command<Context>
    let sleeper: any Sleeping
    let clock: any TimeSource

    /// Creates a tool that parses its arguments against `root` and runs the command they name.
    ///
    /// - Parameters:
    ///   - root: the top-level command.
    ///   - sleeper: how the progress spinner waits; specs pass one that does not.
    ///   - clock: times the command for `--verbose`, and the rate and time left of a progress line.
    public init(root: Command<Context>, sleeper: any Sleeping = TaskSleeper(), clock: any TimeSource = SystemTimeSource()) {
        self.root = root
        self.sleeper = sleeper
        self.clock = clock
    }

    /// Runs the command line (without the program name) and returns the exit status. The line
    /// is parsed once; the command's output options and the context are read from that parse.
    public func run(
        _ arguments: [String],
        console: any Console,
        environment: any EnvironmentVariables,
        makeContext: ContextBuilder
    ) async -> ExitCode {
        let outcome: ParseOutcome<Context>
        do {
            outcome = try CommandParser(root: root).parse(arguments)
        } catch {
            // Nothing was parsed: only a literal --no-color or --json can say how to print the error.
            return printer(console: console, environment: environment, noColor: arguments.contains("--no-color"), json: arguments.contains("--json"))
                .report(error)
        }
        switch outcome {
        case let .help(text), let .version(text):
            // Help, the version and the generators (`--generate-manual`): a page that could not
            // be written is a failure, or `make install` would install an empty one.
            do {
                try console.standardOutput.write(text)
            } catch {
                return printer(
                    console: console,
                    environment: environment,
                    noColor: arguments.contains("--no-color"),
                    json: arguments.contains("--json")
                )
                .report(error)
            }
            return .success
        case let .run(command, invocation):
            guard let action = command.action else { return .success }
            let globals = OutputValues(invocation)
            let output = CommandOutput(console: console, environment: environment, globals: globals, sleeper: sleeper, clock: clock)
            do {
                if globals.quiet, globals.verbose { throw invocation.conflict(OutputOptions.quiet, OutputOptions.verbose) }
                let context = try await makeContext(invocation, output)
                let started = output.isVerbose ? clock.now : nil
                try await action(invocation, context)
                if let started {
                    let tenths = Int((max(0, clock.now.timeIntervalSince(started)) * 10_000).rounded())
                    output.verbose("\(invocation.commandName) ran in \(tenths / 10).\(tenths % 10) ms")
                }
                return .success
            } catch let usage as UsageError {
                // A command found its arguments wrong: its own usage line, as the parser gives.
                let line = CommandParser(root: root).usage(forCommandPath: invocation.commandPath)
                return ErrorPrinter(toolName: root.name, output: console.standardError, style: output.errorStyle, json: globals.json)
                    .report(usage.completed(usage: line.usage, helpCommand: line.helpCommand))
            } catch {
                return ErrorPrinter(toolName: root.name, output: console.standardError, style: output.errorStyle, json: globals.json).report(error)
            }
        }
    }

    private func printer(console: any Console, environment: any EnvironmentVariables, noColor: Bool, json: Bool) -> ErrorPrinter {
        let style = TerminalStyle.detect(for: console.standardError, environment: environment, noColorFlag: noColor)
        return ErrorPrinter(toolName: root.name, output: console.standardError, style: style, json: json)
    }
}
