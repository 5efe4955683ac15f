/// The units weather is shown in: `--units metric|imperial|kelvin`.
package enum Units: String, Sendable, CaseIterable, Codable {
    /// Degrees Celsius and metres per second.
    case metric
    /// Degrees Fahrenheit and miles per hour.
    case imperial
    /// Kelvin and metres per second.
    case kelvin

    /// A temperature given in kelvin, in these units.
    package func temperature(fromKelvin kelvin: Double) -> Double {
        switch self {
        case .kelvin: kelvin
        case .metric: kelvin - 273.15
        case .imperial: (kelvin - 273.15) * 9 / 5 + 32
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
