/// A temperature in the scale its provider gives it: Open-Meteo answers in degrees Celsius,
/// OpenWeather (and the bundled samples) in kelvin. It stays so until a report converts it,
/// once, into the units asked for (`Units.temperature(_:)`): no trip through another scale.
///
/// ```swift
/// let reading = Temperature.celsius(10.8)
/// Units.metric.temperature(reading)     // 10.8, as given
/// Units.imperial.temperature(reading)   // 51.44
/// ```
package struct Temperature: Sendable, Hashable, Codable {
    /// A temperature scale a provider reports in.
    package enum Scale: String, Sendable, Hashable, Codable {
        /// Degrees Celsius.
        case celsius
        /// Kelvin.
        case kelvin
    }

    /// The number, in `scale`.
    package let value: Double
    /// The scale of `value`.
    package let scale: Scale

    /// `value` in `scale`.
    package init(_ value: Double, in scale: Scale) {
        self.value = value
        self.scale = scale
    }

    /// Degrees Celsius.
    package static func celsius(_ value: Double) -> Temperature { Temperature(value, in: .celsius) }

    /// Kelvin.
    package static func kelvin(_ value: Double) -> Temperature { Temperature(value, in: .kelvin) }
}
