/// Trimming the blanks around a value in plain Swift, as Foundation's
/// `trimmingCharacters(in: .whitespaces)` and `(in: .whitespacesAndNewlines)` trim it (scalar by
/// scalar): Foundation's trimming bridges through NSString and costs a command-line program's
/// start-up more than the code around it.
extension StringProtocol {
    /// The text without leading and trailing blanks as `CharacterSet.whitespaces` defines them
    /// (tab, the Unicode space separators and, as Foundation has it, U+200B ZERO WIDTH SPACE; not
    /// line breaks): `" 30s\t"` -> `"30s"`.
    public var trimmingBlanks: String { trimming(where: Self.isBlank) }

    /// The text without leading and trailing blanks and line breaks, as
    /// `CharacterSet.whitespacesAndNewlines` defines them (the Unicode separators, tab, U+000A
    /// to U+000D, U+0085 and U+200B): `"\n Lugo \r\n"` -> `"Lugo"`.
    public var trimmingBlanksAndNewlines: String { trimming(where: Self.isBlankOrNewline) }

    /// The text without the leading and trailing scalars `isTrimmed` accepts, as Foundation's
    /// `trimmingCharacters(in:)` trims a character set: `"[::1]".trimming { $0 == "[" || $0 == "]" }`
    /// -> `"::1"`.
    public func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let text = String(self)
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isTrimmed(scalars[start]) { start = scalars.index(after: start) }
        while start < end {
            let last = scalars.index(before: end)
            guard isTrimmed(scalars[last]) else { break }
            end = last
        }
        if start == scalars.startIndex, end == scalars.endIndex { return text }
        return String(Substring(scalars[start..<end]))
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || scalar == "\t" }
        return scalar.value == 0x200B || scalar.properties.generalCategory == .spaceSeparator
    }

    private static func isBlankOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0x200B: return true
        case 0..<0x80: return false
        default:
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }
}
