import Promises

/// What `weather places` looks for: places of a type within a radius of a location.
package struct PlacesQuery: Sendable, Hashable {
    /// Around where.
    package let location: Location
    /// How far, in metres.
    package let radius: Int
    /// What kind of place: `restaurant`, `cafe`, `museum`...
    package let type: String

    /// Places of `type` within `radius` metres of `location`.
    package init(location: Location, radius: Int, type: String) {
        self.location = location
        self.radius = radius
        self.type = type
    }
}

/// Nearby places, from the places provider.
package struct PlacesWorker: Worker {
    let provider: any PlacesProviding

    /// A worker asking `provider`.
    package init(provider: any PlacesProviding) {
        self.provider = provider
    }

    /// The places matching `query`, in the provider's order.
    package func run(_ query: PlacesQuery) async throws -> [Place] {
        try await provider.places(near: query.location.coordinates, radius: query.radius, type: query.type)
    }
}
