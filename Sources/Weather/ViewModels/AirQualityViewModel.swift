import Observables
import Promises

/// The view-model of `weather air`: the location chained into its four readings, fetched in
/// parallel, published with their bands and the overall level.
package final class AirQualityViewModel: Sendable {
    /// What the view shows.
    package let state = Observable<ViewState<AirQualityReport>>(.idle)
    let locating: LocationWorker
    let air: AirQualityWorker
    let publisher: ViewStatePublisher<AirQualityReport>

    /// Creates a view-model that finds the location, then reads its four pollutants.
    ///
    /// - Parameters:
    ///   - locating: finds the location asked for.
    ///   - air: reads the pollutants at a location.
    ///   - providerName: names the provider in failures that do not (a timeout).
    ///   - timeLimit: how long the location and the four readings may take together.
    package init(locating: LocationWorker, air: AirQualityWorker, providerName: String = "the weather provider", timeLimit: Duration = .seconds(60)) {
        self.locating = locating
        self.air = air
        publisher = ViewStatePublisher(state: state, provider: providerName, timeLimit: timeLimit)
    }

    /// Starts loading: the state goes to `.loading` at once, then to the report or the failure
    /// (`state.finished()` waits for that).
    package func load(_ query: LocationQuery) {
        let air = air
        publisher.publish(once(locating, query).then { location in AirQualityReport(place: location.name, air: try await air.run(location)) })
    }
}
