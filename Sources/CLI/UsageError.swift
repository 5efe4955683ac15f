import Platform

/// A command line the tool cannot accept: from the parser (an unknown option, a bad value) or
/// from a command that finds its arguments wrong after parsing. Printed like every other error,
/// then the usage line, and exits 64:
///
/// ```text
/// people-roulette: error: Unknown option '--fromat'. Did you mean '--format'?
/// hint: see 'people-roulette help pick'
/// Usage: people-roulette pick [<options>] [<count>]
/// ```
///
/// A command throws `UsageError("...")` without a usage line; the tool fills in that of the
/// command that ran, so no command writes its usage line by hand.
public struct UsageError: UserFacingError, Equatable {
    /// What is wrong: "Unknown option '--fromat'. Did you mean '--format'?".
    public let message: String
    /// The usage line of the command, without the `Usage: ` prefix; nil until the tool fills it in.
    public let usage: String?
    /// The command that shows the command's help: `people-roulette help pick`; nil until filled in.
    public let helpCommand: String?
    /// What to do about it, beyond reading the help, if anything.
    public let extraHint: String?

    /// An error with its usage line and help command, as the parser makes it.
    public init(message: String, usage: String?, helpCommand: String?, hint: String? = nil) {
        self.message = message
        self.usage = usage
        self.helpCommand = helpCommand
        extraHint = hint
    }

    /// An error a command throws after parsing; the tool adds the command's usage line.
    public init(_ message: String, hint: String? = nil) {
        self.init(message: message, usage: nil, helpCommand: nil, hint: hint)
    }

    /// Always `ExitCode.usage` (64): the command line was wrong.
    public var exitCode: ExitCode { .usage }

    /// The hint lines: the error's own, then where to read the command's help.
    public var hints: [String] {
        var hints: [String] = []
        if let extraHint { hints.append(extraHint) }
        if let helpCommand { hints.append("see '\(helpCommand)'") }
        return hints
    }

    /// The hints joined into one line, or `nil` when there are none.
    public var hint: String? { hints.isEmpty ? nil : hints.joined(separator: "; ") }

    /// The same error with the usage line and help command of the command that ran, unless it has them.
    func completed(usage: String, helpCommand: String) -> UsageError {
        UsageError(message: message, usage: self.usage ?? usage, helpCommand: self.helpCommand ?? helpCommand, hint: extraHint)
    }
}
