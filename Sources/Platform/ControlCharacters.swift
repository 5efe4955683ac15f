/// Text from data shown on a terminal with its control characters made visible, so that a name,
/// a place or a file name can never drive the terminal: no escape sequence from data clears the
/// screen, moves the cursor, sets the title or the clipboard (OSC 52), and no bidirectional
/// override reorders what follows it.
///
/// Escaped: C0 (U+0000-001F) but what `Kept` keeps, DEL (U+007F), C1 (U+0080-009F), and the
/// bidirectional embeddings, overrides and isolates (U+202A-202E, U+2066-2069). Each is written
/// as Swift writes it, `\u{1B}`; tab, newline and carriage return as `\t`, `\n` and `\r`.
/// Text without any of them, nearly all text, is returned as it is after one pass over its bytes.
///
/// ```swift
/// ControlCharacters.escaped("Eve\u{1B}[2J")                      // #"Eve\u{1B}[2J"#: a backslash, not an escape
/// ControlCharacters.escaped("a\tb\n")                            // #"a\tb\n"#
/// ControlCharacters.escaped("a\tb\n", keeping: .newlinesAndTabs)  // "a\tb\n", unchanged
/// ```
public enum ControlCharacters {
    /// What a layout lets through as it is.
    public struct Kept: OptionSet, Sendable {
        /// The set's bits.
        public let rawValue: Int
        /// Creates a set from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Newline and tab: the layout of plain lines.
        public static let newlinesAndTabs = Kept(rawValue: 1)
    }

    /// The text with every control character but those kept written as an escape.
    public static func escaped(_ text: String, keeping kept: Kept = []) -> String {
        guard needsEscaping(text, keeping: kept) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if isEscaped(scalar, keeping: kept) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` is written as an escape when `kept` is let through.
    public static func isEscaped(_ scalar: Unicode.Scalar, keeping kept: Kept = []) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: !kept.contains(.newlinesAndTabs)
        case 0x00..<0x20, 0x7F, 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
        }
    }

    /// One pass over the bytes: a byte below 0x20 or DEL, and the lead bytes of C1 (0xC2 0x80-0x9F)
    /// and of the bidirectional controls (0xE2 0x80 0xAA-0xAE, 0xE2 0x81 0xA6-0xA9).
    private static func needsEscaping(_ text: String, keeping kept: Kept) -> Bool {
        let keepsLayout = kept.contains(.newlinesAndTabs)
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            switch byte {
            case 0x0A, 0x09: if !keepsLayout { return true }
            case 0x00..<0x20, 0x7F: return true
            case 0xC2:
                if let next = utf8.next(), (0x80...0x9F).contains(next) { return true }
            case 0xE2:
                guard let second = utf8.next(), let third = utf8.next() else { return false }
                if second == 0x80, (0xAA...0xAE).contains(third) { return true }
                if second == 0x81, (0xA6...0xA9).contains(third) { return true }
            default: continue
            }
        }
        return false
    }
}
