import Promises

/// Turns a location query into a location: coordinates as they are (named by their value), a
/// city through the provider's geocoding.
///
/// ```swift
/// let lugo = try await once(LocationWorker(geocoder: provider), .city("Lugo")).value
/// ```
package struct LocationWorker: Worker {
    let geocoder: any Geocoding

    /// A worker finding cities with `geocoder`.
    package init(geocoder: any Geocoding) {
        self.geocoder = geocoder
    }

    /// The location of `query`; an unknown city fails with the geocoder's error.
    package func run(_ query: LocationQuery) async throws -> Location {
        switch query {
        case let .coordinates(coordinates):
            return Location(name: coordinates.displayName, coordinates: coordinates)
        case let .city(name):
            return try await geocoder.locate(city: name)
        }
    }
}
