/// The JSON a rates file holds and a rates address answers: a base currency and what one unit of
/// it buys in each other currency.
///
/// ```json
/// {"base": "EUR", "rates": {"USD": 1.08, "GBP": 0.85}}
/// ```
public struct RatesDocument: Codable, Sendable, Equatable {
    /// The most currencies a document may list: more than the world has.
    public static let maximumCount = 1_000

    /// The currency every rate is relative to.
    public let base: String
    /// Units of each currency per unit of `base`.
    public let rates: [String: Double]

    public init(base: String, rates: [String: Double]) {
        self.base = base
        self.rates = rates
    }

    /// The rates, checked and sorted by currency, the base among them at 1; a
    /// `RatesError.invalidDocument` naming `source` and the first problem found.
    public func checkedRates(from source: String) throws(RatesError) -> [Rate] {
        guard Currency.isCode(base) else {
            throw .invalidDocument(source: source, reason: "the base \(base) is not a currency code such as EUR")
        }
        guard rates.count <= Self.maximumCount else {
            throw .invalidDocument(source: source, reason: "it lists \(rates.count) rates, more than \(Self.maximumCount)")
        }
        if let code = rates.keys.sorted().first(where: { !Currency.isCode($0) }) {
            throw .invalidDocument(source: source, reason: "\(code) is not a currency code such as USD")
        }
        if let (code, value) = rates.sorted(by: { $0.key < $1.key }).first(where: { !($0.value > 0 && $0.value.isFinite) }) {
            throw .invalidDocument(source: source, reason: "the rate of \(code) is \(value), not a positive number")
        }
        if let stated = rates[base], stated != 1 {
            throw .invalidDocument(source: source, reason: "the base \(base) is given the rate \(stated), not 1")
        }
        var all = rates
        all[base] = 1
        return all.map { Rate(currency: $0.key, perBase: $0.value) }.sorted { $0.currency < $1.currency }
    }
}
