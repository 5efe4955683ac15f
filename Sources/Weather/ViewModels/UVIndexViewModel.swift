import Observables
import Promises

/// The view-model of `weather uv` and `weather uv --short`: the location chained into its UV
/// index, published as a report with the band, colour and observation time. Both views bind to
/// this one view-model and only lay the report out differently.
///
/// ```swift
/// let viewModel = UVIndexViewModel(locating: LocationWorker(geocoder: provider), uv: UVIndexWorker(provider: provider))
/// viewModel.load(.city("Vigo"))
/// ```
package final class UVIndexViewModel: Sendable {
    /// What the views show.
    package let state = Observable<ViewState<UVIndexReport>>(.idle)
    let locating: LocationWorker
    let uv: UVIndexWorker
    let dateFormatter: ObservationDateFormatter
    let publisher: ViewStatePublisher<UVIndexReport>

    /// Creates a view-model that finds the location, then reads its UV index.
    ///
    /// - Parameters:
    ///   - locating: finds the location asked for.
    ///   - uv: reads the UV index at a location.
    ///   - dateFormatter: how the observation time is written (its locale and zone).
    ///   - providerName: names the provider in failures that do not (a timeout).
    ///   - timeLimit: how long the location and the reading may take together.
    package init(
        locating: LocationWorker,
        uv: UVIndexWorker,
        dateFormatter: ObservationDateFormatter = ObservationDateFormatter(),
        providerName: String = "the weather provider",
        timeLimit: Duration = .seconds(60)
    ) {
        self.locating = locating
        self.uv = uv
        self.dateFormatter = dateFormatter
        publisher = ViewStatePublisher(state: state, provider: providerName, timeLimit: timeLimit)
    }

    /// Starts loading: the state goes to `.loading` at once, then to the report or the failure
    /// (`state.finished()` waits for that).
    package func load(_ query: LocationQuery) {
        let uv = uv
        let dateFormatter = dateFormatter
        publisher.publish(
            once(locating, query).then { location in
                let index = try await uv.run(location)
                return UVIndexReport(place: location.name, uv: index, observedText: dateFormatter.string(from: index.date))
            }
        )
    }
}
