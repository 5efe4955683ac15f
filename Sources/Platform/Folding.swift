import Foundation

/// Case- and accent-insensitive text for matching names ("a coruna" finds "A Coruña"), in plain
/// Swift for the text names are mostly made of: ASCII and the accented letters of Latin-1
/// (U+00C0 to U+00FF) are folded by a table, giving what Foundation's
/// `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)` gives; any other
/// text is handed to Foundation. Foundation's folding bridges through NSString and, the first
/// time, makes the runtime search every conformance record of the process: more than a
/// command-line program's whole start-up budget for one lookup.
extension StringProtocol {
    /// The text folded for case- and accent-insensitive comparison: `"A Coruña"` -> `"a coruna"`.
    public var foldingCaseAndDiacritics: String {
        var folded = ""
        folded.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A:
                folded.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value) + 0x20))
            case 0..<0x80:
                folded.unicodeScalars.append(scalar)
            case 0xC0...0xFF:
                let base = Latin1Folding.bases[Int(scalar.value - 0xC0)]
                guard base != 0 else { return String(self).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
                folded.unicodeScalars.append(Unicode.Scalar(base))
            default:
                return String(self).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            }
        }
        return folded
    }
}

/// The lowercase base letter of each of U+00C0 to U+00FF, or 0 where the letter has no canonical
/// decomposition (Æ, Ð, ×, Ø, Þ, ß, æ, ð, ÷, ø, þ) and Foundation decides.
private enum Latin1Folding {
    static let bases: [UInt8] = Array("aaaaaa\0ceeeeiiii\0nooooo\0\0uuuuy\0\0aaaaaa\0ceeeeiiii\0nooooo\0\0uuuuy\0y".utf8)
}
