import CLI

/// The arguments of `fx convert <amount> <from> <to>`.
///
/// ```swift
/// let amount = try invocation.value(of: ConvertArguments.amount)
/// ```
public enum ConvertArguments {
    /// The amount: a number, at most 10^12 either way.
    public static let amount = Positional<Double>(
        "amount",
        abstract: "The amount to convert.",
        expectation: "expected a number from -1e12 to 1e12"
    ) { abs($0) <= 1e12 }
    /// The currency converted from.
    public static let from = Positional<String>("from", abstract: "The currency of the amount, such as USD.")
    /// The currency converted to.
    public static let to = Positional<String>("to", abstract: "The currency to convert to, such as EUR.")
}
