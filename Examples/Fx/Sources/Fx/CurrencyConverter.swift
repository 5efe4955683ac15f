import Platform
import Storage

/// Converts amounts between currencies with the stored rates, and keeps a history of what it
/// converted. The rates are fetched from the source the first time, then read from their store;
/// `refresh()` fetches them again.
///
/// ```swift
/// let converter = CurrencyConverter(source: BundledRates(), rates: InMemoryRecordStore(),
///                                   history: InMemoryRecordStore(), clock: SystemTimeSource())
/// let conversion = try await converter.convert(100, from: "USD", to: "EUR")   // 92.59...
/// ```
public final class CurrencyConverter: Sendable {
    /// Where the rates come from.
    public let source: any RatesFetching
    /// Where the rates are kept between runs.
    public let rates: any RecordStoring<Rate>
    /// Where the conversions are kept.
    public let history: any RecordStoring<Conversion>
    /// When a conversion happens.
    public let clock: any TimeSource

    public init(source: any RatesFetching, rates: any RecordStoring<Rate>, history: any RecordStoring<Conversion>, clock: any TimeSource) {
        self.source = source
        self.rates = rates
        self.history = history
        self.clock = clock
    }

    /// The stored rates, fetched from the source and stored first when none are.
    public func currentRates() async throws -> [Rate] {
        let stored = try await rates.retrieveAll()
        if !stored.isEmpty { return stored }
        return try await refresh()
    }

    /// Fetches the rates from the source and replaces the stored ones with them.
    @discardableResult
    public func refresh() async throws -> [Rate] {
        let fetched = try await source.rates()
        try await rates.replaceAll(with: fetched)
        return fetched
    }

    /// `amount` of `from` in `to` (codes in any case), recorded in the history; a
    /// `RatesError.unknownCurrency` for a currency with no rate.
    public func convert(_ amount: Double, from: String, to: String) async throws -> Conversion {
        let table = try await currentRates()
        let from = Currency.normalized(from)
        let to = Currency.normalized(to)
        guard let source = table.first(where: { $0.currency == from }) else {
            throw RatesError.unknownCurrency(from, known: table.map(\.currency))
        }
        guard let target = table.first(where: { $0.currency == to }) else {
            throw RatesError.unknownCurrency(to, known: table.map(\.currency))
        }
        let conversion = Conversion(amount: amount, from: from, to: to, result: amount / source.perBase * target.perBase, at: clock.now)
        try await history.save([conversion])
        return conversion
    }

    /// The conversions, oldest first.
    public func conversions() async throws -> [Conversion] {
        try await history.retrieveAll()
    }
}
