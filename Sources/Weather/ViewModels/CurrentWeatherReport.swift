/// What `weather current` shows: the weather in the units asked for, rounded as shown, with
/// the wind direction as a compass point. Encoded as is for `--json`.
package struct CurrentWeatherReport: Sendable, Equatable, Encodable {
    /// The place name.
    package let place: String
    /// `light rain`.
    package let description: String
    /// The units of `temperature` and `windSpeed`.
    package let units: Units
    /// In the units' temperature scale, one decimal.
    package let temperature: Double
    /// `°C`, `°F` or `K`.
    package let temperatureUnit: String
    /// Hectopascals, whole.
    package let pressure: Double
    /// Percent, whole.
    package let humidity: Double
    /// In m/s (mph for imperial), one decimal.
    package let windSpeed: Double
    /// `m/s` or `mph`.
    let windSpeedUnit: String
    /// Degrees the wind comes from, when known.
    package let windDirection: Double?
    /// `WSW`, when the direction is known.
    package let windCompass: String?

    /// The report of `weather` shown in `units`.
    package init(_ weather: CurrentWeather, units: Units) {
        place = weather.place
        description = weather.description
        self.units = units
        temperature = NumberText.rounded(units.temperature(weather.temperature), decimals: 1)
        temperatureUnit = units.temperatureSymbol
        pressure = NumberText.rounded(weather.pressure, decimals: 0)
        humidity = NumberText.rounded(weather.humidity, decimals: 0)
        windSpeed = NumberText.rounded(units.speed(fromMetresPerSecond: weather.windSpeed), decimals: 1)
        windSpeedUnit = units.speedSymbol
        windDirection = weather.windDirection
        windCompass = weather.windDirection.map(CompassPoint.name(forDegrees:))
    }

    /// `14.3 °C`, `57.7 °F`, `287.4 K`.
    package var temperatureText: String { "\(NumberText.fixed(temperature, decimals: 1)) \(temperatureUnit)" }
    /// `1014 hPa`.
    package var pressureText: String { "\(NumberText.fixed(pressure, decimals: 0)) hPa" }
    /// `82 %`.
    package var humidityText: String { "\(NumberText.fixed(humidity, decimals: 0)) %" }
    /// `6.2 m/s WSW`, or `0.0 m/s` without a direction.
    package var windText: String {
        let speed = "\(NumberText.fixed(windSpeed, decimals: 1)) \(windSpeedUnit)"
        return windCompass.map { "\(speed) \($0)" } ?? speed
    }
}
