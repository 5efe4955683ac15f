#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// JSON for `--json`: pretty-printed, keys sorted so the output is stable, slashes unescaped,
/// dates in ISO 8601, empty arrays and objects written `[]` and `{}`, ending with a newline.
///
/// ```swift
/// try output.write(try JSONOutput.render(people))
/// ```
public enum JSONOutput {
    /// The value as pretty JSON text with a trailing newline.
    public static func render(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return collapsingEmpty(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
    }

    /// The value as JSON on one line, keys sorted, without a trailing newline: errors on standard error.
    public static func renderCompact(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Foundation pretty-prints an empty array as `[`, a blank line and `]` (on Linux): written
    /// `[]` here, and `{}` likewise. Inside a string a newline is always escaped, so a bracket
    /// followed by a raw newline is always structure.
    static func collapsingEmpty(_ text: String) -> String {
        guard text.contains("[\n") || text.contains("{\n") else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var scalars = Array(text.unicodeScalars)[...]
        var inString = false
        var escaped = false
        while let scalar = scalars.popFirst() {
            result.unicodeScalars.append(scalar)
            if inString {
                if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
                continue
            }
            if scalar == "\"" {
                inString = true
                continue
            }
            guard scalar == "[" || scalar == "{" else { continue }
            let closing: Unicode.Scalar = scalar == "[" ? "]" : "}"
            var lookahead = scalars
            while let next = lookahead.first, next == "\n" || next == " " { lookahead.removeFirst() }
            if lookahead.first == closing {
                lookahead.removeFirst()
                result.unicodeScalars.append(closing)
                scalars = lookahead
            }
        }
        return result
    }
}
