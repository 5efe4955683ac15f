import CLI
import Platform
import Weather

/// The arguments of the weather commands.
enum WeatherArguments {
    /// `--lat <degrees>`: with `--lon`, the point to report on.
    package static let latitude = Option<Double>("lat", valueName: "degrees", abstract: "Latitude, -90 to 90 (with --lon).")
    /// `--lon <degrees>`: with `--lat`.
    package static let longitude = Option<Double>("lon", valueName: "degrees", abstract: "Longitude, -180 to 180 (with --lat).")
    /// `--city <name>`: a city found through the provider's geocoding.
    package static let city = Option<String>("city", valueName: "name", abstract: "A city to look up. Default: weather.location.")
    /// `--units metric|imperial|kelvin`.
    package static let units = Option<Units>("units", abstract: "Units of temperature and wind. Default: weather.units.")
    /// `cities [<name>...]`.
    package static let cities = PositionalList<String>("cities", valueName: "name", abstract: "Cities to report. Default: weather.cities.")
    /// `uv --short`.
    package static let short = Flag("short", abstract: "One line, for a status bar or a shell prompt.")
    /// `places --radius <metres>`.
    package static let radius = Option<Int>(
        "radius",
        valueName: "metres",
        abstract: "How far to look, 1 to 50000 metres. Default: places.radius.",
        expectation: "expected 1 to 50000"
    ) { (1...50_000).contains($0) }
    /// `places --type <type>`: not blank.
    package static let type = Option<String>(
        "type",
        valueName: "type",
        abstract: "The kind of place: restaurant, cafe, museum... Default: places.type.",
        completion: .words(["restaurant", "cafe", "bar", "museum", "park", "pharmacy"]),
        expectation: "expected a kind of place, such as restaurant"
    ) { !$0.trimmingBlanks.isEmpty }

    /// `--lat`, `--lon` and `--city`.
    static let location: [any CommandArgument] = [latitude, longitude, city]
}
