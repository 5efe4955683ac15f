import Platform

/// A command line the parser cannot accept. Printed as swift-argument-parser does, and exits 64:
///
/// ```text
/// Error: Unknown option '--fromat'. Did you mean '--format'?
/// Usage: people-roulette pick [--format <format>] [<count>]
///   See 'people-roulette pick --help' for more information.
/// ```
public struct UsageError: UserFacingError, Equatable {
    /// What is wrong: "Unknown option '--fromat'. Did you mean '--format'?".
    public let message: String
    /// The usage line of the command, without the `Usage: ` prefix.
    public let usage: String
    /// The command that shows the command's help: `people-roulette pick --help`.
    public let helpCommand: String

    public init(message: String, usage: String, helpCommand: String) {
        self.message = message
        self.usage = usage
        self.helpCommand = helpCommand
    }

    public var exitCode: ExitCode { .usage }

    /// The three lines printed on standard error.
    public var rendered: String {
        "Error: \(message)\nUsage: \(usage)\n  See '\(helpCommand)' for more information.\n"
    }
}
