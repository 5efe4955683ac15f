/// Finds a city's coordinates by name.
package protocol Geocoding: Sendable {
    /// The best match for `city`, or `WeatherError.unknownCity`.
    func locate(city: String) async throws -> Location
}

/// The weather now at a location.
package protocol CurrentWeatherProviding: Sendable {
    /// The weather now at `location`; its place is the location's name unless the provider knows better.
    func currentWeather(at location: Location) async throws -> CurrentWeather
}

/// The UV index at a point.
package protocol UVIndexProviding: Sendable {
    /// The latest UV index at `coordinates` and when it was observed.
    func uvIndex(at coordinates: Coordinates) async throws -> UVIndex
}

/// The concentration of one pollutant at a point.
package protocol AirQualityProviding: Sendable {
    /// The concentration of `pollutant` at `coordinates`, in µg/m³.
    func reading(of pollutant: Pollutant, at coordinates: Coordinates) async throws -> PollutantReading
}

/// Places near a point.
package protocol PlacesProviding: Sendable {
    /// `radius` in metres; `type` such as `restaurant`.
    func places(near coordinates: Coordinates, radius: Int, type: String) async throws -> [Place]
}

/// Everything a weather provider offers (`weather.provider`): bundled, open-meteo, openweather.
package protocol WeatherProviding: Geocoding, CurrentWeatherProviding, UVIndexProviding, AirQualityProviding {}
