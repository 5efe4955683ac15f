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
public final class CurrentWeatherViewModel: Sendable {
    /// What the view shows.
    public let state = Observable<ViewState<CurrentWeatherReport>>(.idle)
    let lookup: WeatherLookup
    let publisher: ViewStatePublisher<CurrentWeatherReport>

    /// Creates a view-model that looks up the current weather of a location.
    ///
    /// - Parameters:
    ///   - lookup: finds the location and reads its weather.
    ///   - providerName: names the provider in failures that do not (a timeout).
    ///   - timeLimit: how long the whole lookup may take.
    public init(lookup: WeatherLookup, providerName: String = "the weather provider", timeLimit: Duration = .seconds(60)) {
        self.lookup = lookup
        publisher = ViewStatePublisher(state: state, provider: providerName, timeLimit: timeLimit)
    }

    /// Starts loading; the returned future settles when the state is final.
    @discardableResult
    public func load(_ query: LocationQuery, units: Units) -> Future<Void> {
        publisher.publish(lookup.currentWeather(for: query).transformed { CurrentWeatherReport($0, units: units) })
    }
}
