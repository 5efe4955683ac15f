/// The rates fx ships with (`rates.source=bundled`): euro reference rates of an ordinary day,
/// so fx works offline from its first run. Not current: `fx refresh` with `rates.source=file` or
/// `http` replaces them.
///
/// ```swift
/// let rates = try BundledRates().rates()   // CHF, EUR, GBP, JPY, USD
/// ```
public struct BundledRates: RatesFetching {
    /// The bundled table.
    public static let document = RatesDocument(
        base: "EUR",
        rates: ["USD": 1.08, "GBP": 0.85, "JPY": 162.5, "CHF": 0.95]
    )

    public init() {}

    public var sourceName: String { "bundled" }

    /// The bundled rates, sorted by currency.
    public func rates() throws -> [Rate] {
        try Self.document.checkedRates(from: sourceName)
    }
}
