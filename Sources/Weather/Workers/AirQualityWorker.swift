import Promises

/// One pollutant's concentration at a point.
public struct PollutantWorker: Worker {
    /// What it measures.
    public let pollutant: Pollutant
    let provider: any AirQualityProviding

    /// A worker reading `pollutant` from `provider`.
    public init(pollutant: Pollutant, provider: any AirQualityProviding) {
        self.pollutant = pollutant
        self.provider = provider
    }

    /// The concentration of the pollutant at `coordinates`.
    public func run(_ coordinates: Coordinates) async throws -> PollutantReading {
        try await provider.reading(of: pollutant, at: coordinates)
    }
}

/// The air quality at a location: PM2.5, PM10, NO2 and O3 fetched in parallel with `all`, in
/// that order whatever order they arrive in. The first failure fails the whole and cancels the
/// other readings.
///
/// ```swift
/// let air = try await once(AirQualityWorker(provider: provider), lugo).value
/// air.overall   // the worst of the four levels
/// ```
public struct AirQualityWorker: Worker {
    let workers: [any Worker<Coordinates, PollutantReading>]

    /// Readings of `pollutants` (all four unless given, in the order given) from `provider`.
    public init(provider: any AirQualityProviding, pollutants: [Pollutant] = Pollutant.allCases) {
        workers = pollutants.map { PollutantWorker(pollutant: $0, provider: provider) }
    }

    /// The readings at `location`, in parallel; fails with the first failure.
    public func run(_ location: Location) async throws -> AirQuality {
        let readings = all(workers, location.coordinates)
        return AirQuality(
            readings: try await withTaskCancellationHandler {
                try await readings.value
            } onCancel: {
                readings.cancel()
            }
        )
    }
}
