import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the user asked for weather: a point, or a city to find through the provider's
/// geocoding. Made from the command line (`--lat`/`--lon`, `--city`) or, when neither was
/// given, is the `weather.location` setting, parsed once when the configuration is loaded
/// (`init(setting:)`), so a bad one is a configuration error then, not when a command runs.
///
/// ```swift
/// let configured = try LocationQuery(setting: "42.43,-8.64")     // .coordinates(42.43,-8.64)
/// let query = try LocationQuery(latitude: 43.37, longitude: -8.40, city: nil, configured: configured)
/// // .coordinates(43.37,-8.4)
/// ```
package enum LocationQuery: Sendable, Hashable, CustomStringConvertible {
    /// A validated point.
    case coordinates(Coordinates)
    /// A city name, not blank.
    case city(String)

    /// The query for the command line's values, else the configured location (already parsed).
    ///
    /// Throws `.incompleteCoordinates` for `--lat` without `--lon` (or the reverse),
    /// `.conflictingLocation` for a city with coordinates, `.invalidCoordinates` for a point
    /// off the globe and `.blankCity` for an empty name.
    package init(latitude: Double?, longitude: Double?, city: String?, configured: LocationQuery) throws(WeatherError) {
        switch (latitude, longitude, city) {
        case (.some, .some, .some), (.some, .none, .some), (.none, .some, .some):
            throw .conflictingLocation
        case let (.some(latitude), .some(longitude), .none):
            self = .coordinates(try Coordinates(latitude: latitude, longitude: longitude))
        case (.some, .none, .none):
            throw .incompleteCoordinates(missing: "--lon")
        case (.none, .some, .none):
            throw .incompleteCoordinates(missing: "--lat")
        case let (.none, .none, .some(city)):
            self = try Self.named(city)
        case (.none, .none, .none):
            self = configured
        }
    }

    /// The query a `weather.location` value means: `"latitude,longitude"` when it is two
    /// numbers separated by a comma, otherwise a city name.
    package init(setting: String) throws(WeatherError) {
        let parts = setting.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingBlanks }
        if parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) {
            self = .coordinates(try Coordinates(latitude: latitude, longitude: longitude))
        } else {
            self = try Self.named(setting)
        }
    }

    /// A city query for `name`, trimmed; throws `.blankCity` when nothing is left.
    package static func named(_ name: String) throws(WeatherError) -> LocationQuery {
        let trimmed = name.trimmingBlanksAndNewlines
        guard !trimmed.isEmpty else { throw .blankCity }
        return .city(trimmed)
    }

    /// `Lugo`, or `43.37,-8.4`.
    package var description: String {
        switch self {
        case let .coordinates(coordinates): coordinates.description
        case let .city(name): name
        }
    }
}
