import Observables
import Promises

/// The view-model of `weather current`: locates the query, chains the location into its
/// weather, and publishes the report in the units asked for.
///
/// ```swift
/// let viewModel = CurrentWeatherViewModel(lookup: WeatherLookup(provider: BundledWeatherProvider()))
/// let token = viewModel.state.bind { state in render(state) }   // .idle, .loading, .success(report)
/// viewModel.load(.city("Lugo"), units: .metric)
/// ```
package final class CurrentWeatherViewModel: Sendable {
    /// What the view shows.
    package let state = Observable<ViewState<CurrentWeatherReport>>(.idle)
    let lookup: WeatherLookup
    let publisher: ViewStatePublisher<CurrentWeatherReport>

    /// Creates a view-model that looks up the current weather of a location.
    ///
    /// - Parameters:
    ///   - lookup: finds the location and reads its weather.
    ///   - providerName: names the provider in failures that do not (a timeout).
    ///   - timeLimit: how long the whole lookup may take.
    package init(lookup: WeatherLookup, providerName: String = "the weather provider", timeLimit: Duration = .seconds(60)) {
        self.lookup = lookup
        publisher = ViewStatePublisher(state: state, provider: providerName, timeLimit: timeLimit)
    }

    /// Starts loading: the state goes to `.loading` at once, then to the report or the failure
    /// (`state.finished()` waits for that).
    package func load(_ query: LocationQuery, units: Units) {
        publisher.publish(lookup.currentWeather(for: query).then { CurrentWeatherReport($0, units: units) })
    }
}
