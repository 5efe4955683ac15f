/// How many terminal columns text takes: combining marks and zero-width characters take none,
/// East Asian wide characters and emoji take two, ANSI colour sequences take none. Enough to
/// align "A Coruña", "東京" and "☀️" in a table.
package enum DisplayWidth {
    /// The columns `text` occupies on a terminal.
    package static func of(_ text: String) -> Int {
        var width = 0
        var inEscape = false
        for character in text {
            if inEscape {
                if let scalar = character.unicodeScalars.first, (0x40...0x7E).contains(scalar.value), character != "[" { inEscape = false }
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                continue
            }
            width += columns(of: character)
        }
        return width
    }

    /// The columns one character (grapheme cluster) occupies.
    static func columns(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.value < 0x80, character.unicodeScalars.count == 1 { return first.value >= 0x20 && first.value < 0x7F ? 1 : 0 }
        switch first.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        if first.properties.isEmojiPresentation { return 2 }
        if first.properties.isEmoji, character.unicodeScalars.contains("\u{FE0F}") { return 2 }
        return isWide(first.value) ? 2 : 1
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
