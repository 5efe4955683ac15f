import Promises

/// The location chained into its weather: a query is located first, and the weather of that
/// location follows, as one promise. Both `weather current` and each row of `weather cities`
/// are made this way.
///
/// ```swift
/// let lookup = WeatherLookup(locating: LocationWorker(geocoder: provider),
///                            weather: CurrentWeatherWorker(provider: provider))
/// lookup.currentWeather(for: .city("Ourense"))
///     .then { $0.temperature }
///     .observe { print($0) }
/// ```
package struct WeatherLookup: Sendable {
    let locating: LocationWorker
    let weather: CurrentWeatherWorker

    /// Locates with `locating`, then asks `weather`.
    package init(locating: LocationWorker, weather: CurrentWeatherWorker) {
        self.locating = locating
        self.weather = weather
    }

    /// One provider for both steps.
    package init(provider: any Geocoding & CurrentWeatherProviding) {
        self.init(locating: LocationWorker(geocoder: provider), weather: CurrentWeatherWorker(provider: provider))
    }

    /// The location of `query`, then its weather: `once(locating, query).then(weather)`. Fails
    /// with the first step's error; cancelling the promise cancels whichever step is running.
    package func currentWeather(for query: LocationQuery) -> Promise<CurrentWeather> {
        once(locating, query).then(weather)
    }
}
