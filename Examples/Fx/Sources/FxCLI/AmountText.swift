/// How fx writes an amount: two decimals, a minus sign when negative, no grouping: `92.59`.
///
/// ```swift
/// AmountText.format(92.5926)   // "92.59"
/// AmountText.format(-0.5)      // "-0.50"
/// ```
public enum AmountText {
    /// `value` rounded to cents; beyond 10^15 (where cents no longer fit a whole number
    /// exactly), Swift's own description of the number.
    public static func format(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return value.description }
        let cents = Int((abs(value) * 100).rounded())
        let fraction = String(cents % 100)
        let sign = value < 0 && cents > 0 ? "-" : ""
        return sign + String(cents / 100) + "." + String(repeating: "0", count: 2 - fraction.count) + fraction
    }
}
