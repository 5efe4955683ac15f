/// A point on Earth, validated: latitude in -90...90, longitude in -180...180.
public struct Coordinates: Sendable, Hashable, Codable, CustomStringConvertible {
    public let latitude: Double
    public let longitude: Double

    /// Throws `WeatherError.invalidCoordinates` for values off the globe or not finite.
    public init(latitude: Double, longitude: Double) throws(WeatherError) {
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

    public var description: String { "\(latitude),\(longitude)" }
}

/// A named place with its coordinates.
public struct Location: Sendable, Hashable, Codable {
    public let name: String
    public let coordinates: Coordinates

    public init(name: String, coordinates: Coordinates) {
        self.name = name
        self.coordinates = coordinates
    }
}
