import CompositionTesting
import Weather
import WeatherAssemblies

/// weather's graph at the depth `.container`, with the weather and places providers mocked: what
/// a view-model spec resolves its subject from, once per example.
///
/// ```swift
/// let viewModel = try await weatherGraph(provider: WeatherProviderStub()).resolve(CurrentWeatherViewModel.self)
/// ```
func weatherGraph(
    provider: any WeatherProviding = WeatherProviderStub(),
    places: any PlacesProviding = PlacesProviderStub(.success([]))
) async throws -> AppTestContainer {
    try await WeatherApp.application.test(.container) { app in
        app.register((any WeatherProviding).self) { _ in provider }
        app.register((any PlacesProviding).self) { _ in places }
        return app
    }
}
