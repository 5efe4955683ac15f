import Platform

/// Colours and emphasis for one output stream, switched off unless that stream is a terminal,
/// `NO_COLOR` is unset or empty, `TERM` is not `dumb`, and `--no-color` was not given.
///
/// ```swift
/// let style = TerminalStyle.detect(for: console.standardOutput, environment: environment, noColorFlag: invocation[GlobalOptions.noColor])
/// output.write(style.bold("NAME") + "\n")
/// ```
public struct TerminalStyle: Sendable, Equatable {
    /// Whether escape sequences are written at all.
    public let isEnabled: Bool

    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// No colour, ever.
    public static let plain = TerminalStyle(isEnabled: false)

    /// Colour only when `output` is a terminal and neither `NO_COLOR` (set and not empty), nor
    /// `TERM=dumb`, nor the `--no-color` flag says otherwise.
    public static func detect(for output: any TextOutput, environment: any EnvironmentVariables, noColorFlag: Bool) -> TerminalStyle {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let dumb = environment["TERM"] == "dumb"
        return TerminalStyle(isEnabled: output.isTerminal && !noColor && !dumb && !noColorFlag)
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func green(_ text: String) -> String { wrap(text, "32") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func blue(_ text: String) -> String { wrap(text, "34") }
    public func cyan(_ text: String) -> String { wrap(text, "36") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
