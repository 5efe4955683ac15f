import Promises

extension WeatherError {
    /// The weather error for any failure of work done for `provider`: a `WeatherError` as it is,
    /// a `TimeoutError` as `.timeout`, cancellation as `.cancelled`, anything else as
    /// `.unexpected` naming only the error's type (its description might carry a URL, and a
    /// URL may carry a key).
    ///
    /// ```swift
    /// let shown = WeatherError(classifying: error, provider: "Open-Meteo").message
    /// ```
    package init(classifying error: any Error, provider: String) {
        switch error {
        case let known as WeatherError: self = known
        case is TimeoutError: self = .timeout(provider: provider)
        case is CancellationError: self = .cancelled
        default: self = .unexpected(provider: provider, detail: "an error of type \(type(of: error))")
        }
    }
}
