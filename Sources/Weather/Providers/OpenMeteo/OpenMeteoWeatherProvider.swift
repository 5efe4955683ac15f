import Networking
import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Weather from Open-Meteo, which needs no key (`weather.provider=open-meteo`): cities from its
/// geocoding API, current conditions from its forecast API, the UV index and the pollutants
/// from its air-quality API (one request per pollutant, so the four run in parallel).
///
/// ```swift
/// let provider = OpenMeteoWeatherProvider(api: CurlAPIHandler(), urls: .standard)
/// let lugo = try await provider.locate(city: "Lugo")
/// ```
package struct OpenMeteoWeatherProvider: WeatherProviding {
    /// The base URLs of the three APIs.
    package struct URLs: Sendable, Equatable {
        /// `open-meteo.url`: the forecast API.
        package let forecast: URL
        /// `open-meteo.air-quality-url`.
        package let airQuality: URL
        /// `open-meteo.geocoding-url`.
        package let geocoding: URL

        /// The three base URLs, such as `https://api.open-meteo.com/v1`.
        package init(forecast: URL, airQuality: URL, geocoding: URL) {
            self.forecast = forecast
            self.airQuality = airQuality
            self.geocoding = geocoding
        }
    }

    /// How the provider is named in messages.
    package static let name = "Open-Meteo"

    let forecast: ProviderEndpoint
    let airQuality: ProviderEndpoint
    let geocoding: ProviderEndpoint

    /// Creates a provider that finds places by name and reads their weather, UV index and air quality from Open-Meteo's keyless APIs.
    ///
    /// - Parameters:
    ///   - api: sends the requests.
    ///   - urls: the forecast, air-quality and geocoding endpoints.
    ///   - timeout: seconds one request may take.
    package init(api: any APIRequesting, urls: URLs, timeout: TimeInterval = 10) {
        forecast = ProviderEndpoint(provider: Self.name, baseURL: urls.forecast, timeout: timeout, keyVariable: nil, api: api)
        airQuality = ProviderEndpoint(provider: Self.name, baseURL: urls.airQuality, timeout: timeout, keyVariable: nil, api: api)
        geocoding = ProviderEndpoint(provider: Self.name, baseURL: urls.geocoding, timeout: timeout, keyVariable: nil, api: api)
    }

    /// `GET <geocoding>/search?name=<city>&count=1&language=en&format=json`.
    package func locate(city: String) async throws -> Location {
        let search = try await geocoding.get(
            OpenMeteoSearch.self,
            path: "search",
            query: [
                URLQueryItem(name: "name", value: city), URLQueryItem(name: "count", value: "1"),
                URLQueryItem(name: "language", value: "en"), URLQueryItem(name: "format", value: "json"),
            ],
            what: "city called \(BoundedEcho.quoted(city, mark: "\""))"
        )  // an unknown city is an empty answer; a 404 is a wrong URL
        guard let match = search.results?.first else { throw WeatherError.unknownCity(city) }
        guard let coordinates = try? Coordinates(latitude: match.latitude, longitude: match.longitude) else {
            throw WeatherError.undecodable(provider: Self.name, detail: "the coordinates of \(match.name) are off the globe")
        }
        return Location(name: match.name, coordinates: coordinates)
    }

    /// `GET <forecast>/forecast?latitude=..&longitude=..&current=...&wind_speed_unit=ms&timezone=GMT`.
    package func currentWeather(at location: Location) async throws -> CurrentWeather {
        let answer = try await forecast.get(
            OpenMeteoForecast.self,
            path: "forecast",
            query: Self.point(location.coordinates) + [
                URLQueryItem(name: "current", value: OpenMeteoForecast.currentVariables),
                URLQueryItem(name: "wind_speed_unit", value: "ms"), URLQueryItem(name: "timezone", value: "GMT"),
            ],
            what: "weather for \(location.name)"
        )
        let current = answer.current
        return CurrentWeather(
            place: location.name,
            description: WMOWeatherCode.description(of: current.weatherCode),
            temperature: .celsius(current.temperature),
            pressure: current.pressure,
            humidity: current.humidity,
            windSpeed: current.windSpeed,
            windDirection: current.windDirection
        )
    }

    /// `GET <air-quality>/air-quality?latitude=..&longitude=..&current=uv_index&timezone=GMT`.
    package func uvIndex(at coordinates: Coordinates) async throws -> UVIndex {
        let answer = try await airQuality.get(
            OpenMeteoAirQuality.self,
            path: "air-quality",
            query: Self.point(coordinates) + [
                URLQueryItem(name: "current", value: "uv_index"), URLQueryItem(name: "timezone", value: "GMT"),
            ],
            what: "UV index for \(coordinates)"
        )
        guard let value = answer.current["uv_index"]?.number else {
            throw WeatherError.notFound(provider: Self.name, what: "UV index for \(coordinates)")
        }
        guard let time = answer.current["time"]?.text, let date = OpenMeteoTime.date(from: time) else {
            throw WeatherError.undecodable(provider: Self.name, detail: "field current.time is not a time like 2025-11-21T12:00")
        }
        return UVIndex(value: value, date: date)
    }

    /// `GET <air-quality>/air-quality?latitude=..&longitude=..&current=<pollutant>&timezone=GMT`.
    package func reading(of pollutant: Pollutant, at coordinates: Coordinates) async throws -> PollutantReading {
        let variable = OpenMeteoAirQuality.variable(for: pollutant)
        let answer = try await airQuality.get(
            OpenMeteoAirQuality.self,
            path: "air-quality",
            query: Self.point(coordinates) + [
                URLQueryItem(name: "current", value: variable), URLQueryItem(name: "timezone", value: "GMT"),
            ],
            what: "\(pollutant.rawValue) reading for \(coordinates)"
        )
        guard let value = answer.current[variable]?.number else {
            throw WeatherError.notFound(provider: Self.name, what: "\(pollutant.rawValue) reading for \(coordinates)")
        }
        return PollutantReading(pollutant: pollutant, value: value)
    }

    static func point(_ coordinates: Coordinates) -> [URLQueryItem] {
        [
            URLQueryItem(name: "latitude", value: coordinates.latitudeParameter),
            URLQueryItem(name: "longitude", value: coordinates.longitudeParameter),
        ]
    }
}
