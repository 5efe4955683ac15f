import Promises

/// The weather now at a location, from the provider.
///
/// ```swift
/// let weather = try await once(CurrentWeatherWorker(provider: provider), lugo).value
/// ```
package struct CurrentWeatherWorker: Worker {
    let provider: any CurrentWeatherProviding

    /// A worker asking `provider`.
    package init(provider: any CurrentWeatherProviding) {
        self.provider = provider
    }

    /// The weather now at `location`.
    package func run(_ location: Location) async throws -> CurrentWeather {
        try await provider.currentWeather(at: location)
    }
}
