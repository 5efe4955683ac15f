/// The weather now at a place, as providers report it: the temperature in the provider's own
/// scale, the rest in SI units.
package struct CurrentWeather: Sendable, Hashable, Codable {
    /// The place the weather is for.
    package let place: String
    /// In words: `light rain`.
    package let description: String
    /// In the provider's scale: Celsius or kelvin.
    package let temperature: Temperature
    /// Hectopascals.
    package let pressure: Double
    /// Percent.
    package let humidity: Double
    /// Metres per second.
    package let windSpeed: Double
    /// Degrees, the direction the wind comes from; nil when calm or unknown.
    package let windDirection: Double?

    /// Weather as reported: the temperature in its scale; hectopascals, percent, metres per
    /// second, degrees.
    package init(
        place: String,
        description: String,
        temperature: Temperature,
        pressure: Double,
        humidity: Double,
        windSpeed: Double,
        windDirection: Double?
    ) {
        self.place = place
        self.description = description
        self.temperature = temperature
        self.pressure = pressure
        self.humidity = humidity
        self.windSpeed = windSpeed
        self.windDirection = windDirection
    }
}

/// The 16-point compass name of a direction in degrees: `N`, `NNE`, ... `NNW`.
package enum CompassPoint {
    static let names = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]

    /// `N` for 0, `WSW` for 250, `N` for 359; `?` when not a number. Any angle is normalised first.
    package static func name(forDegrees degrees: Double) -> String {
        guard degrees.isFinite else { return "?" }
        let normalized = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        return names[Int((normalized / 22.5).rounded()) % 16]
    }
}
