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

/// The weather of many cities at once: cities are located and their weather fetched in
/// parallel, each as its own chain, at most `maxConcurrent` at a time (so a long list does not
/// open a connection per city at once). A city that fails is a failed row; it neither stops nor
/// hides the others. Rows come back in the order of the cities given.
///
/// ```swift
/// let rows = try await once(CitiesWeatherWorker(lookup: lookup), ["Lugo", "Atlantis"]).value
/// // [Lugo: success, Atlantis: failure(unknownCity)]
/// ```
package struct CitiesWeatherWorker: Worker {
    /// How many cities are looked up at once unless told otherwise: 8.
    package static let defaultMaxConcurrent = 8

    let lookup: WeatherLookup
    /// The most cities looked up at once.
    package let maxConcurrent: Int
    /// Told of each row as soon as its city's lookup ends, in the order they end.
    let onRow: @Sendable (CityWeather) -> Void

    /// Looks every city up with `lookup`, at most `maxConcurrent` at a time (less than 1 counts as 1).
    package init(lookup: WeatherLookup, maxConcurrent: Int = CitiesWeatherWorker.defaultMaxConcurrent) {
        self.init(lookup: lookup, maxConcurrent: maxConcurrent, onRow: { _ in })
    }

    init(lookup: WeatherLookup, maxConcurrent: Int, onRow: @escaping @Sendable (CityWeather) -> Void) {
        self.lookup = lookup
        self.maxConcurrent = max(1, maxConcurrent)
        self.onRow = onRow
    }

    /// The same worker, telling `onRow` of each row as soon as its city's lookup ends (for a
    /// progress line), in the order they end.
    package func reporting(to onRow: @escaping @Sendable (CityWeather) -> Void) -> CitiesWeatherWorker {
        CitiesWeatherWorker(lookup: lookup, maxConcurrent: maxConcurrent, onRow: onRow)
    }

    /// A row per city, in the order given. Never throws for a city; cancelling stops every
    /// lookup and starts no more.
    package func run(_ cities: [String]) async throws -> [CityWeather] {
        let lookup = lookup
        let onRow = onRow
        return try await cities.concurrentMap(maxConcurrent: maxConcurrent) { city in
            let result: Result<CurrentWeather, any Error>
            do {
                let promise = lookup.currentWeather(for: try LocationQuery.named(city))
                result = .success(
                    try await withTaskCancellationHandler {
                        try await promise.value
                    } onCancel: {
                        promise.cancel()
                    }
                )
            } catch {
                result = .failure(error)
            }
            let row = CityWeather(city: city, result: result)
            onRow(row)
            return row
        }
    }
}
