/// Currency codes as fx reads them: three ASCII letters, upper-cased.
///
/// ```swift
/// Currency.normalized("usd")   // "USD"
/// Currency.isCode("US$")       // false
/// ```
public enum Currency {
    /// Whether `text` is three upper-case ASCII letters.
    public static func isCode(_ text: String) -> Bool {
        text.utf8.count == 3 && text.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }

    /// The code as typed, upper-cased: `usd` is `USD`.
    public static func normalized(_ text: String) -> String {
        text.uppercased()
    }
}
