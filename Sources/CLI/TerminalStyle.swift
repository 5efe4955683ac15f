import Platform

/// Colours and emphasis for one output stream. The rules, first match wins:
///
/// 1. `--no-color` given: no colour.
/// 2. `NO_COLOR` set and not empty: no colour (no-color.org).
/// 3. `FORCE_COLOR` or `CLICOLOR_FORCE` set, not empty and not `0`: colour, even into a pipe
///    (force-color.org, bixense.com/clicolors).
/// 4. Otherwise colour only on a terminal whose `TERM` is not `dumb`.
///
/// ```swift
/// let style = TerminalStyle.detect(for: console.standardOutput, environment: environment, noColorFlag: invocation[OutputOptions.noColor])
/// try output.write(style.bold("NAME") + "\n")
/// ```
public struct TerminalStyle: Sendable, Equatable {
    /// Whether escape sequences are written at all.
    public let isEnabled: Bool

    /// Creates a style that colours text when `isEnabled` is true and leaves it plain otherwise.
    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// No colour, ever.
    public static let plain = TerminalStyle(isEnabled: false)

    /// Colour by the rules above, for `output`.
    public static func detect(for output: any TextOutput, environment: any EnvironmentVariables, noColorFlag: Bool) -> TerminalStyle {
        if noColorFlag || !(environment["NO_COLOR"] ?? "").isEmpty { return .plain }
        if isForced(environment["FORCE_COLOR"]) || isForced(environment["CLICOLOR_FORCE"]) { return TerminalStyle(isEnabled: true) }
        return TerminalStyle(isEnabled: output.isTerminal && environment["TERM"] != "dumb")
    }

    private static func isForced(_ value: String?) -> Bool {
        guard let value, !value.isEmpty else { return false }
        return value != "0" && value.lowercased() != "false"
    }

    /// Returns the text in bold, or unchanged when the style is disabled.
    public func bold(_ text: String) -> String { wrap(text, "1") }
    /// Returns the text dimmed, or unchanged when the style is disabled.
    public func dim(_ text: String) -> String { wrap(text, "2") }
    /// Returns the text in red, or unchanged when the style is disabled.
    public func red(_ text: String) -> String { wrap(text, "31") }
    /// Returns the text in green, or unchanged when the style is disabled.
    public func green(_ text: String) -> String { wrap(text, "32") }
    /// Returns the text in yellow, or unchanged when the style is disabled.
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    /// Returns the text in blue, or unchanged when the style is disabled.
    public func blue(_ text: String) -> String { wrap(text, "34") }
    /// Returns the text in cyan, or unchanged when the style is disabled.
    public func cyan(_ text: String) -> String { wrap(text, "36") }

    /// Returns the text between the select-graphic-rendition sequence of these parameters
    /// (`"32"`, `"38;5;208"`) and the reset, or unchanged when the style is disabled. The
    /// parameters are the program's; escape text from data first (`ControlCharacters`).
    public func rendered(_ text: String, graphicRendition parameters: String) -> String { wrap(text, parameters) }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
