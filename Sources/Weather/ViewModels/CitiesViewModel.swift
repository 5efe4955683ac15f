import Observables
import Promises

/// The view-model of `weather cities`: every city's weather fetched in parallel, published as
/// one report whose failed rows say why. The state succeeds even when some cities failed
/// (`report.failure` says so); it fails only when the whole run does (a time limit).
///
/// ```swift
/// viewModel.load(["A Coruña", "Lugo", "Ourense", "Pontevedra"], units: .metric)
/// ```
package final class CitiesViewModel: Sendable {
    /// What the view shows.
    package let state = Observable<ViewState<CitiesReport>>(.idle)
    let worker: CitiesWeatherWorker
    let providerName: String
    let publisher: ViewStatePublisher<CitiesReport>

    /// Creates a view-model that reads the weather of the configured cities.
    ///
    /// - Parameters:
    ///   - worker: reads the weather of every city.
    ///   - providerName: names the provider in failures that do not (a timeout).
    ///   - timeLimit: how long all the cities may take together.
    package init(worker: CitiesWeatherWorker, providerName: String = "the weather provider", timeLimit: Duration = .seconds(60)) {
        self.worker = worker
        self.providerName = providerName
        publisher = ViewStatePublisher(state: state, provider: providerName, timeLimit: timeLimit)
    }

    /// Starts loading: the state goes to `.loading` at once, then to the report or the failure
    /// (`state.finished()` waits for that). `onCity` hears the name of each city whose lookup
    /// has ended, as soon as it ends (for a progress line).
    package func load(_ cities: [String], units: Units, onCity: (@Sendable (String) -> Void)? = nil) {
        let providerName = providerName
        let worker = onCity.map { onCity in self.worker.reporting { onCity($0.city) } } ?? self.worker
        publisher.publish(once(worker, cities).then { CitiesReport($0, units: units, provider: providerName) })
    }
}
