import Platform

/// The one place errors become text: every error, from the parser or from a command, ends here
/// in one style on standard error, and becomes an exit status.
///
/// - `<tool>: error: <message>`, one line, its control characters escaped (`\u{1B}`);
/// - then `hint: <hint>` lines, when there is something to do;
/// - then `Usage: <usage line>` for a `UsageError` (exit 64);
/// - a `UserFacingError` exits with its `exitCode`; anything else is a bug (exit 70);
/// - a `WriteError.closed` (the reader of standard output went away) prints nothing and exits
///   141, as a Unix tool whose pipe's reader exited does.
///
/// With `--json` the same error is one JSON object on standard error instead, so a script that
/// reads JSON reads failures too (docs/JSON.md):
///
/// ```json
/// {"error":{"exitCode":64,"hints":["see 'people-roulette help pick'"],"message":"...","usage":"people-roulette pick ..."}}
/// ```
///
/// ```swift
/// let code = ErrorPrinter(toolName: "people-roulette", output: console.standardError, style: style).report(error)
/// ```
public struct ErrorPrinter: Sendable {
    let toolName: String
    let output: any TextOutput
    let style: TerminalStyle
    let json: Bool

    /// Creates a printer that prefixes every error with the tool's name and writes to `output`, as text or as one JSON object.
    public init(toolName: String, output: any TextOutput, style: TerminalStyle = .plain, json: Bool = false) {
        self.toolName = toolName
        self.output = output
        self.style = style
        self.json = json
    }

    /// Prints the error and returns the status to exit with. Standard error that cannot be
    /// written to is not reported anywhere: the status still says what happened.
    @discardableResult
    public func report(_ error: any Error) -> ExitCode {
        if let failed = error as? WriteError, case .closed = failed { return failed.exitCode }
        let report = Self.report(for: error, toolName: toolName)
        try? output.write(json ? report.json : render(report))
        return report.exitCode
    }

    /// What is printed for an error, in either form.
    struct Report: Encodable {
        let message: String
        let hints: [String]
        let usage: String?
        let exitCode: ExitCode

        private enum CodingKeys: String, CodingKey { case message, hints, usage, exitCode }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(message, forKey: .message)
            try container.encode(hints, forKey: .hints)
            try container.encodeIfPresent(usage, forKey: .usage)
            try container.encode(Int(exitCode.rawValue), forKey: .exitCode)
        }

        /// `{"error": {...}}` on one line.
        var json: String {
            struct Envelope: Encodable { let error: Report }
            let text = (try? JSONOutput.renderCompact(Envelope(error: self))) ?? #"{"error":{"message":"error"}}"#
            return text + "\n"
        }
    }

    static func report(for error: any Error, toolName: String) -> Report {
        switch error {
        case let usage as UsageError:
            return Report(message: oneLine(usage.message), hints: usage.hints.map(oneLine), usage: usage.usage, exitCode: usage.exitCode)
        case let known as any UserFacingError:
            return Report(message: oneLine(known.message), hints: known.hint.map { [oneLine($0)] } ?? [], usage: nil, exitCode: known.exitCode)
        case is CancellationError:
            return Report(message: "cancelled", hints: [], usage: nil, exitCode: .failure)
        default:
            return Report(
                message: oneLine(String(describing: error)),
                hints: ["this is a bug in \(toolName); please report it with the command you ran"],
                usage: nil,
                exitCode: .software
            )
        }
    }

    /// The text form: the message, hints and usage with their control characters escaped
    /// (`ControlCharacters`), since they quote what the user or a source gave; JSON escapes them itself.
    private func render(_ report: Report) -> String {
        var text = "\(toolName): \(style.bold(style.red("error:"))) \(ControlCharacters.escaped(report.message))\n"
        for hint in report.hints { text += "\(style.yellow("hint:")) \(ControlCharacters.escaped(hint))\n" }
        if let usage = report.usage { text += "Usage: \(ControlCharacters.escaped(usage))\n" }
        return text
    }

    /// The characters a message or hint keeps at most, whatever it quotes: 2,000.
    static let lineLimit = 2_000

    /// Messages are one line: newlines become spaces. A line is cut after `lineLimit`
    /// characters (`BoundedEcho.truncated`), the net for a value no message bounded itself.
    static func oneLine(_ text: String) -> String {
        BoundedEcho.truncated(text.split(whereSeparator: \.isNewline).joined(separator: " "), limit: lineLimit)
    }
}
