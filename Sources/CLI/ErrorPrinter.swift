import Platform

/// The one place errors become text: every error a command throws ends here, as one line on
/// standard error and an exit status.
///
/// - A `UsageError` prints swift-argument-parser's three lines (`Error: ...`, `Usage: ...`,
///   `See '... --help'`) and exits 64.
/// - A `UserFacingError` prints `<tool>: error: <message>`, then `hint: <hint>` when it has
///   one, and exits with its `exitCode`.
/// - Anything else is a bug: `<tool>: error: <description>` and exit 70.
///
/// ```swift
/// let code = ErrorPrinter(toolName: "people-roulette", output: console.standardError, style: style).report(error)
/// ```
public struct ErrorPrinter: Sendable {
    let toolName: String
    let output: any TextOutput
    let style: TerminalStyle

    public init(toolName: String, output: any TextOutput, style: TerminalStyle = .plain) {
        self.toolName = toolName
        self.output = output
        self.style = style
    }

    /// Prints the error and returns the status to exit with.
    @discardableResult
    public func report(_ error: any Error) -> ExitCode {
        switch error {
        case let usage as UsageError:
            output.write(usage.rendered)
            return usage.exitCode
        case let known as any UserFacingError:
            write(known.message, hint: known.hint)
            return known.exitCode
        case is CancellationError:
            write("cancelled", hint: nil)
            return .failure
        default:
            write(String(describing: error), hint: "this is a bug in \(toolName); please report it with the command you ran")
            return .software
        }
    }

    private func write(_ message: String, hint: String?) {
        var text = "\(toolName): \(style.bold(style.red("error:"))) \(Self.oneLine(message))\n"
        if let hint { text += "\(style.yellow("hint:")) \(Self.oneLine(hint))\n" }
        output.write(text)
    }

    /// Messages are one line: newlines become spaces.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
