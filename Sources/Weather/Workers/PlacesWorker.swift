import Promises

/// What `weather places` looks for: places of a type within a radius of a location.
public struct PlacesQuery: Sendable, Hashable {
    /// Around where.
    public let location: Location
    /// How far, in metres.
    public let radius: Int
    /// What kind of place: `restaurant`, `cafe`, `museum`...
    public let type: String

    /// Places of `type` within `radius` metres of `location`.
    public init(location: Location, radius: Int, type: String) {
        self.location = location
        self.radius = radius
        self.type = type
    }
}

/// Nearby places, from the places provider.
public struct PlacesWorker: Worker {
    let provider: any PlacesProviding

    /// A worker asking `provider`.
    public init(provider: any PlacesProviding) {
        self.provider = provider
    }

    /// The places matching `query`, in the provider's order.
    public func run(_ query: PlacesQuery) async throws -> [Place] {
        try await provider.places(near: query.location.coordinates, radius: query.radius, type: query.type)
    }
}
