import Promises

/// One row of `weather cities`: the city asked for and how its lookup ended.
package struct CityWeather: Sendable {
    /// The name as asked for.
    package let city: String
    /// Its weather, or why there is none.
    package let result: Result<CurrentWeather, any Error>

    /// A row for `city` and its outcome.
    package init(city: String, result: Result<CurrentWeather, any Error>) {
        self.city = city
        self.result = result
    }
}

/// The weather of many cities at once: every city is located and its weather fetched in
/// parallel, each as its own chain. A city that fails is a failed row; it neither stops nor
/// hides the others (`allSettled`). Rows come back in the order of the cities given.
///
/// ```swift
/// let rows = try await once(CitiesWeatherWorker(lookup: lookup), ["Lugo", "Atlantis"]).value
/// // [Lugo: success, Atlantis: failure(unknownCity)]
/// ```
package struct CitiesWeatherWorker: Worker {
    let lookup: WeatherLookup

    /// Looks every city up with `lookup`.
    package init(lookup: WeatherLookup) {
        self.lookup = lookup
    }

    /// A row per city, in the order given. Never throws for a city; cancelling stops every lookup.
    package func run(_ cities: [String]) async throws -> [CityWeather] {
        let lookup = lookup
        let promises = cities.map { city -> Promise<CurrentWeather> in
            do {
                return lookup.currentWeather(for: try LocationQuery.named(city))
            } catch {
                return .rejected(error)
            }
        }
        let settled = allSettled(promises)
        let results = try await withTaskCancellationHandler {
            try await settled.value
        } onCancel: {
            settled.cancel()
        }
        return zip(cities, results).map { CityWeather(city: $0, result: $1) }
    }
}
