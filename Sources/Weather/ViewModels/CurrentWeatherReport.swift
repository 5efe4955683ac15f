/// What `weather current` shows: the weather in the units asked for, rounded as shown, with
/// the wind direction as a compass point. Encoded as is for `--json`.
public struct CurrentWeatherReport: Sendable, Equatable, Encodable {
    /// The place name.
    public let place: String
    /// `light rain`.
    public let description: String
    /// The units of `temperature` and `windSpeed`.
    public let units: Units
    /// In the units' temperature scale, one decimal.
    public let temperature: Double
    /// `°C`, `°F` or `K`.
    public let temperatureUnit: String
    /// Hectopascals, whole.
    public let pressure: Double
    /// Percent, whole.
    public let humidity: Double
    /// In m/s (mph for imperial), one decimal.
    public let windSpeed: Double
    /// `m/s` or `mph`.
    public let windSpeedUnit: String
    /// Degrees the wind comes from, when known.
    public let windDirection: Double?
    /// `WSW`, when the direction is known.
    public let windCompass: String?

    /// The report of `weather` shown in `units`.
    public init(_ weather: CurrentWeather, units: Units) {
        place = weather.place
        description = weather.description
        self.units = units
        temperature = NumberText.rounded(units.temperature(fromKelvin: weather.temperature), decimals: 1)
        temperatureUnit = units.temperatureSymbol
        pressure = NumberText.rounded(weather.pressure, decimals: 0)
        humidity = NumberText.rounded(weather.humidity, decimals: 0)
        windSpeed = NumberText.rounded(units.speed(fromMetresPerSecond: weather.windSpeed), decimals: 1)
        windSpeedUnit = units.speedSymbol
        windDirection = weather.windDirection
        windCompass = weather.windDirection.map(CompassPoint.name(forDegrees:))
    }

    /// `14.3 °C`, `57.7 °F`, `287.4 K`.
    public var temperatureText: String { "\(NumberText.fixed(temperature, decimals: 1)) \(temperatureUnit)" }
    /// `1014 hPa`.
    public var pressureText: String { "\(NumberText.fixed(pressure, decimals: 0)) hPa" }
    /// `82 %`.
    public var humidityText: String { "\(NumberText.fixed(humidity, decimals: 0)) %" }
    /// `6.2 m/s WSW`, or `0.0 m/s` without a direction.
    public var windText: String {
        let speed = "\(NumberText.fixed(windSpeed, decimals: 1)) \(windSpeedUnit)"
        return windCompass.map { "\(speed) \($0)" } ?? speed
    }
}
