/// What the weather commands fall back on when the command line does not say: the settings
/// `weather.location`, `weather.cities`, `weather.units`, `places.radius` and `places.type`,
/// read once by the composition root and registered for the commands to resolve. The location
/// is parsed then: a bad `weather.location` fails the load, naming the key.
///
/// ```swift
/// let defaults = WeatherDefaults(location: .city("A Coruña"), cities: ["A Coruña", "Lugo"], units: .metric,
///                                placesRadius: 500, placesType: "restaurant")
/// ```
package struct WeatherDefaults: Sendable, Equatable {
    /// A city, or a point (`latitude,longitude` in the setting).
    package let location: LocationQuery
    /// The cities of `weather cities` without names.
    package let cities: [String]
    /// The units without `--units`.
    package let units: Units
    /// Metres, without `--radius`.
    package let placesRadius: Int
    /// The kind of place, without `--type`.
    package let placesType: String

    /// The defaults as read from the configuration.
    package init(location: LocationQuery, cities: [String], units: Units, placesRadius: Int, placesType: String) {
        self.location = location
        self.cities = cities
        self.units = units
        self.placesRadius = placesRadius
        self.placesType = placesType
    }

    /// The compiled-in defaults: A Coruña, the four Galician capitals, metric, restaurants within 500 m.
    package static let standard = WeatherDefaults(
        location: .city("A Coruña"),
        cities: ["A Coruña", "Lugo", "Ourense", "Pontevedra"],
        units: .metric,
        placesRadius: 500,
        placesType: "restaurant"
    )
}
