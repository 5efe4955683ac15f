import Storage

/// What one unit of the base currency is worth in a currency: `Rate(currency: "USD", perBase: 1.08)`
/// when the base is the euro. Kept in a record store, one record a currency, the code its id.
///
/// ```swift
/// let usd = Rate(currency: "USD", perBase: 1.08)
/// let euros = 100 / usd.perBase   // 92.59...
/// ```
public struct Rate: StorableRecord, Codable, Hashable, Sendable {
    /// The ISO 4217 code: three upper-case letters, such as `USD`.
    public let currency: String
    /// How many units of `currency` one unit of the base buys; positive and finite.
    public let perBase: Double

    public init(currency: String, perBase: Double) {
        self.currency = currency
        self.perBase = perBase
    }

    /// The currency's code: one record a currency.
    public var id: String { currency }
}
