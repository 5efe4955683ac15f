import Observables
import Promises

/// The view-model of `weather places`: the location chained into the places near it.
///
/// ```swift
/// viewModel.load(.city("A Coruña"), radius: 500, type: "restaurant")
/// ```
package final class PlacesViewModel: Sendable {
    /// What the view shows.
    package let state = Observable<ViewState<PlacesReport>>(.idle)
    let locating: LocationWorker
    let places: PlacesWorker
    let publisher: ViewStatePublisher<PlacesReport>

    /// Creates a view-model that finds the location, then searches places near it.
    ///
    /// - Parameters:
    ///   - locating: finds the location asked for.
    ///   - places: searches places near a location.
    ///   - providerName: names the places provider in failures that do not (a timeout).
    ///   - timeLimit: how long the location and the search may take together.
    package init(locating: LocationWorker, places: PlacesWorker, providerName: String = "the places provider", timeLimit: Duration = .seconds(60)) {
        self.locating = locating
        self.places = places
        publisher = ViewStatePublisher(state: state, provider: providerName, timeLimit: timeLimit)
    }

    /// Starts loading: the state goes to `.loading` at once, then to the report or the failure
    /// (`state.finished()` waits for that).
    package func load(_ query: LocationQuery, radius: Int, type: String) {
        let places = places
        publisher.publish(
            once(locating, query).then { location in
                let found = try await places.run(PlacesQuery(location: location, radius: radius, type: type))
                return PlacesReport(place: location.name, type: type, radius: radius, places: found)
            }
        )
    }
}
