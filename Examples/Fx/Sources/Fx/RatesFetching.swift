/// Fetches the current exchange rates: the bundled table (`BundledRates`), a file (`FileRates`)
/// or an HTTP address (`HTTPRates`). Which one an app uses is its configuration's choice
/// (`rates.source`).
///
/// ```swift
/// let rates = try await source.rates()   // sorted by currency, the base at 1
/// ```
public protocol RatesFetching: Sendable {
    /// Where the rates come from, for messages: `bundled`, a file's path or an address.
    var sourceName: String { get }

    /// The rates, checked and sorted by currency, or a `RatesError` (an `APIError` for a
    /// download that fails).
    func rates() async throws -> [Rate]
}
