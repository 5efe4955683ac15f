import Platform

/// A line of text whose styling is the program's own, for `CommandOutput.line(_:)`: what is
/// interpolated is shown with its control characters escaped, and only the styles the line
/// names are written around it, so text from data can never colour or move the terminal.
///
/// ```swift
/// try output.line("UV index in \(bold: report.place): \(reading, graphicRendition: "32")")
/// ```
public struct StyledLine: ExpressibleByStringInterpolation, Sendable {
    /// A piece of the line: text, and the select-graphic-rendition parameters written around it
    /// (nil for none).
    struct Part: Sendable {
        let text: String
        let graphicRendition: String?
    }

    let parts: [Part]

    /// A line of literal text.
    public init(stringLiteral value: String) {
        parts = [Part(text: value, graphicRendition: nil)]
    }

    /// A line made of literal text and interpolated values, styled or not.
    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    /// The pieces of a line as the literal gives them.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var parts: [Part] = []

        /// Room for the pieces of a literal.
        public init(literalCapacity: Int, interpolationCount: Int) {
            parts.reserveCapacity(interpolationCount * 2 + 1)
        }

        /// Literal text of the line.
        public mutating func appendLiteral(_ literal: String) {
            parts.append(Part(text: literal, graphicRendition: nil))
        }

        /// A value, unstyled: `"\(name)"`.
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            parts.append(Part(text: value.description, graphicRendition: nil))
        }

        /// A value in bold: `"\(bold: name)"`.
        public mutating func appendInterpolation(bold value: some CustomStringConvertible) {
            parts.append(Part(text: value.description, graphicRendition: "1"))
        }

        /// A value with select-graphic-rendition parameters around it (`"32"` green), or unstyled
        /// when they are nil: `"\(level, graphicRendition: colour.ansiCode)"`.
        public mutating func appendInterpolation(_ value: some CustomStringConvertible, graphicRendition parameters: String?) {
            parts.append(Part(text: value.description, graphicRendition: parameters))
        }
    }

    /// The line as `style` writes it: each piece's control characters escaped (newlines and tabs
    /// stay), then its style around it when the style is enabled.
    func rendered(with style: TerminalStyle) -> String {
        parts.map { part in
            let shown = ControlCharacters.escaped(part.text, keeping: .newlinesAndTabs)
            guard let parameters = part.graphicRendition else { return shown }
            return style.rendered(shown, graphicRendition: parameters)
        }
        .joined()
    }
}
