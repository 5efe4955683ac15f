import Promises

/// The UV index at a location, from the provider.
public struct UVIndexWorker: Worker {
    let provider: any UVIndexProviding

    /// A worker asking `provider`.
    public init(provider: any UVIndexProviding) {
        self.provider = provider
    }

    /// The latest UV index at `location`.
    public func run(_ location: Location) async throws -> UVIndex {
        try await provider.uvIndex(at: location.coordinates)
    }
}
