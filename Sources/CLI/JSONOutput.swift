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
        var bytes = collapsingEmpty(Array(try encoder.encode(value)))
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
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
        String(decoding: collapsingEmpty(Array(text.utf8)), as: UTF8.self)
    }

    /// The same over UTF-8 bytes, in one pass: every byte the rules look at is ASCII, and no
    /// byte of a multi-byte character is ASCII, so bytes stand for characters here. (Appending
    /// each Unicode scalar to a `String` made this 71% of `users --json`.)
    static func collapsingEmpty(_ bytes: [UInt8]) -> [UInt8] {
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        let newline = UInt8(ascii: "\n")
        let space = UInt8(ascii: " ")
        let openArray = UInt8(ascii: "[")
        let openObject = UInt8(ascii: "{")
        guard bytes.contains(openArray) || bytes.contains(openObject) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        var inString = false
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            result.append(byte)
            if inString {
                if escaped { escaped = false } else if byte == backslash { escaped = true } else if byte == quote { inString = false }
                continue
            }
            if byte == quote {
                inString = true
                continue
            }
            guard byte == openArray || byte == openObject else { continue }
            let closing = byte == openArray ? UInt8(ascii: "]") : UInt8(ascii: "}")
            var lookahead = index
            while lookahead < bytes.count, bytes[lookahead] == newline || bytes[lookahead] == space { lookahead += 1 }
            if lookahead < bytes.count, bytes[lookahead] == closing {
                result.append(closing)
                index = lookahead + 1
            }
        }
        return result
    }
}
