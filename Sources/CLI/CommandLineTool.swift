import Platform

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

    public let root: Command<Context>
    let sleeper: any Sleeping

    public init(root: Command<Context>, sleeper: any Sleeping = TaskSleeper()) {
        self.root = root
        self.sleeper = sleeper
    }

    /// Runs the command line (without the program name) and returns the exit status. The line
    /// is parsed once; the command's output options and the context are read from that parse.
    public func run(_ arguments: [String], console: any Console, environment: any EnvironmentVariables,
                    makeContext: ContextBuilder) async -> ExitCode {
        let outcome: ParseOutcome<Context>
        do {
            outcome = try CommandParser(root: root).parse(arguments)
        } catch {
            // Nothing was parsed: only a literal --no-color can say how to print the error.
            return printer(console: console, environment: environment, noColor: arguments.contains("--no-color")).report(error)
        }
        switch outcome {
        case let .help(text), let .version(text):
            console.standardOutput.write(text)
            return .success
        case let .run(command, invocation):
            guard let action = command.action else { return .success }
            let output = CommandOutput(console: console, environment: environment, globals: GlobalValues(invocation), sleeper: sleeper)
            do {
                let context = try await makeContext(invocation, output)
                try await action(invocation, context)
                return .success
            } catch {
                return ErrorPrinter(toolName: root.name, output: console.standardError, style: output.errorStyle).report(error)
            }
        }
    }

    private func printer(console: any Console, environment: any EnvironmentVariables, noColor: Bool) -> ErrorPrinter {
        let style = TerminalStyle.detect(for: console.standardError, environment: environment, noColorFlag: noColor)
        return ErrorPrinter(toolName: root.name, output: console.standardError, style: style)
    }
}
