import Platform

/// What `weather cities` shows: a row per city, in the order asked for, each with its weather
/// or the reason it failed.
package struct CitiesReport: Sendable, Equatable, Encodable {
    /// One city's row.
    package struct Row: Sendable, Equatable, Encodable {
        /// The city as asked for.
        package let city: String
        /// Its weather, when the lookup succeeded.
        package let weather: CurrentWeatherReport?
        /// Why it failed, when it did.
        package let error: String?
        let failure: WeatherError?

        enum CodingKeys: String, CodingKey {
            case city, weather, error
        }

        /// Whether this city failed.
        package var failed: Bool { weather == nil }
    }

    /// The units of every row.
    package let units: Units
    /// The rows, in the order of the cities asked for.
    package let rows: [Row]

    enum CodingKeys: String, CodingKey {
        case units
        case rows = "cities"
        case failed
    }

    /// A report of `cities` in `units`; failures are named after `provider` when they do not
    /// name one themselves.
    package init(_ cities: [CityWeather], units: Units, provider: String) {
        self.units = units
        rows = cities.map { city in
            switch city.result {
            case let .success(weather):
                return Row(city: city.city, weather: CurrentWeatherReport(weather, units: units), error: nil, failure: nil)
            case let .failure(error):
                let failure = WeatherError(classifying: error, provider: provider)
                return Row(city: city.city, weather: nil, error: failure.message, failure: failure)
            }
        }
    }

    /// How many cities failed.
    package var failedCount: Int { rows.filter(\.failed).count }

    /// `.someCitiesFailed` with the first failure's status, when any city failed: what the
    /// command exits with after showing every row.
    package var failure: WeatherError? {
        guard let first = rows.lazy.compactMap(\.failure).first else { return nil }
        return .someCitiesFailed(failed: failedCount, total: rows.count, status: first.exitCode)
    }

    /// `{"units": ..., "cities": [{"city", "weather" or "error"}], "failed": N}`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(units, forKey: .units)
        try container.encode(rows, forKey: .rows)
        try container.encode(failedCount, forKey: .failed)
    }
}
