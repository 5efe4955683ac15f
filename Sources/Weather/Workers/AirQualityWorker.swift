import Promises

/// One pollutant's concentration at a point.
package struct PollutantWorker: Worker {
    /// What it measures.
    package let pollutant: Pollutant
    let provider: any AirQualityProviding

    /// A worker reading `pollutant` from `provider`.
    package init(pollutant: Pollutant, provider: any AirQualityProviding) {
        self.pollutant = pollutant
        self.provider = provider
    }

    /// The concentration of the pollutant at `coordinates`.
    package func run(_ coordinates: Coordinates) async throws -> PollutantReading {
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
package struct AirQualityWorker: Worker {
    let workers: [any Worker<Coordinates, PollutantReading>]

    /// Readings of `pollutants` (all four unless given, in the order given) from `provider`.
    package init(provider: any AirQualityProviding, pollutants: [Pollutant] = Pollutant.allCases) {
        workers = pollutants.map { PollutantWorker(pollutant: $0, provider: provider) }
    }

    /// The readings at `location`, in parallel; fails with the first failure.
    package func run(_ location: Location) async throws -> AirQuality {
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
