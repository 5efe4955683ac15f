/// The units weather is shown in: `--units metric|imperial|kelvin`.
package enum Units: String, Sendable, CaseIterable, Codable {
    /// Degrees Celsius and metres per second.
    case metric
    /// Degrees Fahrenheit and miles per hour.
    case imperial
    /// Kelvin and metres per second.
    case kelvin

    /// A temperature in these units' scale, converted once from the scale it was given in (a
    /// value already in that scale is returned as is).
    package func temperature(_ temperature: Temperature) -> Double {
        let value = temperature.value
        switch (self, temperature.scale) {
        case (.metric, .celsius), (.kelvin, .kelvin): return value
        case (.metric, .kelvin): return value - 273.15
        case (.kelvin, .celsius): return value + 273.15
        case (.imperial, .celsius): return value * 9 / 5 + 32
        case (.imperial, .kelvin): return (value - 273.15) * 9 / 5 + 32
        }
    }

    /// A speed given in metres per second, in these units (miles per hour for imperial).
    package func speed(fromMetresPerSecond speed: Double) -> Double {
        self == .imperial ? speed * 2.236_936_3 : speed
    }

    /// `°C`, `°F` or `K`.
    var temperatureSymbol: String {
        switch self {
        case .kelvin: "K"
        case .metric: "°C"
        case .imperial: "°F"
        }
    }

    /// `m/s`, or `mph` for imperial.
    var speedSymbol: String { self == .imperial ? "mph" : "m/s" }
}
