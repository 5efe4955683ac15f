import Promises

/// The UV index at a location, from the provider.
package struct UVIndexWorker: Worker {
    let provider: any UVIndexProviding

    /// A worker asking `provider`.
    package init(provider: any UVIndexProviding) {
        self.provider = provider
    }

    /// The latest UV index at `location`.
    package func run(_ location: Location) async throws -> UVIndex {
        try await provider.uvIndex(at: location.coordinates)
    }
}
