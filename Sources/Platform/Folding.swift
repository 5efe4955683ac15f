// The standard library's canonical decomposition (NFD), which it uses for String's own
// comparison and swift-foundation for its normalisation: the one way to decompose text without
// loading ICU (FoundationEssentials has no public API for it).
@_spi(_Unicode) import Swift

/// Case- and accent-insensitive text for matching names ("a coruna" finds "A Coruña"), in plain
/// Swift: what Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive],
/// locale: nil)` gives, without Foundation's internationalisation library (ICU). ASCII and the
/// accented letters of Latin-1 (U+00C0 to U+00FF), the text names are mostly made of, are folded
/// by a table; any other text is decomposed canonically (NFD), its combining marks (Unicode's
/// nonspacing marks) dropped and the rest case-folded. `FoldingSpec` checks it against
/// Foundation.
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
                guard base != 0 else { return Self.decomposedFolding(of: String(self)) }
                folded.unicodeScalars.append(Unicode.Scalar(base))
            default:
                return Self.decomposedFolding(of: String(self))
            }
        }
        return folded
    }

    /// The folding of any text: decomposed, without its nonspacing marks, case-folded. Case
    /// folding is, for the letters it changes, lower-casing the upper case, which also folds the
    /// letters whose lower case is not their folding (`ß` -> `ss`, `ſ` -> `s`, `µ` -> `μ`).
    private static func decomposedFolding(of text: String) -> String {
        var folded = ""
        for scalar in text._nfd where scalar.properties.generalCategory != .nonspacingMark {
            guard scalar.properties.changesWhenCaseFolded else {
                folded.unicodeScalars.append(scalar)
                continue
            }
            for part in scalar.properties.uppercaseMapping.lowercased().unicodeScalars where part.properties.generalCategory != .nonspacingMark {
                folded.unicodeScalars.append(part)
            }
        }
        return folded
    }
}

/// The lowercase base letter of each of U+00C0 to U+00FF, or 0 where the letter has no canonical
/// decomposition (Æ, Ð, ×, Ø, Þ, ß, æ, ð, ÷, ø, þ), which the general case folds.
private enum Latin1Folding {
    static let bases: [UInt8] = Array("aaaaaa\0ceeeeiiii\0nooooo\0\0uuuuy\0\0aaaaaa\0ceeeeiiii\0nooooo\0\0uuuuy\0y".utf8)
}
