import CLI

/// Which providers answer the weather commands, and whether each gives sample data: the
/// weather provider (`weather.provider`) for `current`, `cities`, `uv` and `air`, the places
/// provider (`places.provider`) for `places`. Registered by the composition root; each command
/// marks sample data in its text and names the provider in its JSON.
package struct WeatherDataOrigins: Sendable, Equatable {
    /// The weather provider's.
    package let weather: DataOrigin
    /// The places provider's.
    package let places: DataOrigin

    package init(weather: DataOrigin, places: DataOrigin) {
        self.weather = weather
        self.places = places
    }
}
