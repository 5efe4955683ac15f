import Configuration
import Weather

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The keys of the weather app and its weather providers.
enum WeatherSettings {
    /// Where weather comes from: the values of `weather.provider`.
    package enum Provider: String, CaseIterable, Sendable {
        case bundled
        case openMeteo = "open-meteo"
        case openWeather = "openweather"

        /// How the provider is named in messages.
        var name: String {
            switch self {
            case .bundled: "the bundled data"
            case .openMeteo: OpenMeteoWeatherProvider.name
            case .openWeather: OpenWeatherProvider.name
            }
        }
    }

    /// `weather.provider`: `bundled`, `open-meteo` or `openweather`.
    package static let provider = Setting<Provider>.oneOf(
        "weather.provider",
        default: .bundled,
        doc: "Where weather comes from: bundled offline data, Open-Meteo (no key), or OpenWeather (needs openweather.api-key)."
    )
    /// `weather.location`: the default city or coordinates, as written; read it parsed with
    /// `location(in:)`.
    package static let location = Setting.string(
        "weather.location",
        default: "A Coruña",
        doc: "The city, or \"latitude,longitude\", used when a command gets no --city or --lat/--lon."
    )
    /// `weather.cities`: the cities of `weather cities`.
    package static let cities = Setting.list(
        "weather.cities",
        default: ["A Coruña", "Lugo", "Ourense", "Pontevedra"],
        doc: "The cities `weather cities` reports when given none, fetched in parallel."
    )
    /// `weather.units`: `metric`, `imperial` or `kelvin`.
    package static let units = Setting<Units>.oneOf(
        "weather.units",
        default: .metric,
        doc: "The units temperatures and speeds are shown in when --units is not given."
    )
    /// `open-meteo.url`: the forecast API.
    static let openMeteoURL = Setting.url(
        "open-meteo.url",
        default: "https://api.open-meteo.com/v1",
        doc: "The base URL of the Open-Meteo forecast API (current weather)."
    )
    /// `open-meteo.air-quality-url`: the air quality API.
    static let openMeteoAirQualityURL = Setting.url(
        "open-meteo.air-quality-url",
        default: "https://air-quality-api.open-meteo.com/v1",
        doc: "The base URL of the Open-Meteo air quality API (pollutants and UV index)."
    )
    /// `open-meteo.geocoding-url`: finds cities by name.
    static let openMeteoGeocodingURL = Setting.url(
        "open-meteo.geocoding-url",
        default: "https://geocoding-api.open-meteo.com/v1",
        doc: "The base URL of the Open-Meteo geocoding API, which finds cities by name."
    )
    /// `openweather.url`: the OpenWeather API.
    static let openWeatherURL = Setting.url(
        "openweather.url",
        default: "https://api.openweathermap.org",
        doc: "The base URL of the OpenWeather API (current weather, UV index, city search)."
    )
    /// `openweather.api-key`: a secret, usually from `OPENWEATHER_API_KEY`.
    static let openWeatherAPIKey = Setting.string(
        "openweather.api-key",
        default: nil,
        secret: true,
        doc: "The OpenWeather API key, needed by weather.provider=openweather."
    )

    /// `weather.location` parsed as a `LocationQuery`, at load: a blank name or a point off the
    /// globe is an invalid value naming the key and where it was set, as a bad `weather.units` is.
    package static func location(in configuration: ResolvedConfiguration) throws(ConfigurationError) -> LocationQuery {
        let text = try configuration.value(of: location)
        do {
            return try LocationQuery(setting: text)
        } catch {
            throw .invalidValue(
                key: location.key,
                value: text,
                source: configuration.source(of: location.key) ?? .compiledDefault,
                expectation: "expected a city name, or \"latitude,longitude\" within -90...90 and -180...180",
                suggestion: nil
            )
        }
    }

    /// Every key of the component.
    package static let all: [any SettingDeclaring] = [
        provider, location, cities, units, openMeteoURL, openMeteoAirQualityURL,
        openMeteoGeocodingURL, openWeatherURL, openWeatherAPIKey,
    ]
}
