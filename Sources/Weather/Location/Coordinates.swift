#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A point on Earth, validated: latitude in -90...90, longitude in -180...180.
package struct Coordinates: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Degrees north (negative south).
    package let latitude: Double
    /// Degrees east (negative west).
    package let longitude: Double

    /// Throws `WeatherError.invalidCoordinates` for values off the globe or not finite.
    package init(latitude: Double, longitude: Double) throws(WeatherError) {
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            throw .invalidCoordinates(latitude: latitude, longitude: longitude)
        }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// For values already known to be valid (the bundled cities).
    init(known latitude: Double, _ longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// `43.37,-8.4`: the shortest text that reads back as the same numbers.
    package var description: String { "\(latitude),\(longitude)" }

    /// `43.3700, -8.4000`: four decimals (about 11 m), for naming a point in output.
    package var displayName: String {
        "\(FixedPointText.format(latitude, decimals: 4)), \(FixedPointText.format(longitude, decimals: 4))"
    }

    /// The coordinate as a query parameter: at most four decimals, no trailing zeros,
    /// no exponent: `43.3623`, `-8.4`, `0`.
    static func parameter(_ value: Double) -> String {
        var text = FixedPointText.format(value, decimals: 4)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// The latitude as a query parameter.
    var latitudeParameter: String { Self.parameter(latitude) }
    /// The longitude as a query parameter.
    var longitudeParameter: String { Self.parameter(longitude) }
}

/// A named place with its coordinates.
package struct Location: Sendable, Hashable, Codable {
    /// The name shown: the city, or the coordinates.
    package let name: String
    /// Where it is.
    package let coordinates: Coordinates

    /// A location called `name` at `coordinates`.
    package init(name: String, coordinates: Coordinates) {
        self.name = name
        self.coordinates = coordinates
    }
}
