import Promises

/// The UV index at a location, from the provider.
public struct UVIndexWorker: Worker {
    let provider: any UVIndexProviding

    public init(provider: any UVIndexProviding) {
        self.provider = provider
    }

    public func run(_ location: Location) async throws -> UVIndex {
        try await provider.uvIndex(at: location.coordinates)
    }
}
