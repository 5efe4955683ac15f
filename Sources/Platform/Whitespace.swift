/// Trimming the blanks around a value, as `CharacterSet.whitespaces` defines them (tab and the
/// Unicode space separators, not line breaks), in plain Swift: Foundation's trimming bridges
/// through NSString and costs more than loading the rest of the configuration.
extension StringProtocol {
    /// The text without leading and trailing tabs and spaces: `" 30s\t"` -> `"30s"`.
    var trimmingBlanks: String {
        let text = String(self)
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, Self.isBlank(scalars[start]) { start = scalars.index(after: start) }
        while start < end {
            let last = scalars.index(before: end)
            guard Self.isBlank(scalars[last]) else { break }
            end = last
        }
        return String(Substring(scalars[start..<end]))
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || scalar == "\t" }
        return scalar.properties.generalCategory == .spaceSeparator
    }
}
