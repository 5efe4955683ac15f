import Networking
import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Weather from OpenWeather, which needs a key (`weather.provider=openweather`,
/// `OPENWEATHER_API_KEY`): cities and current conditions from `/data/2.5/weather`, the UV index
/// from `/data/2.5/uvi`, pollutants from `/data/2.5/air_pollution`.
///
/// The key travels only in the `appid` query parameter. Errors never carry URLs: a refused key
/// (401) is `.unauthorized` naming the variable, 429 `.rateLimited`, an unknown city (404)
/// `.unknownCity`.
///
/// ```swift
/// let key = try APIKey.required(environment["OPENWEATHER_API_KEY"], variable: "OPENWEATHER_API_KEY", provider: "OpenWeather")
/// let provider = OpenWeatherProvider(api: CurlAPIHandler(), baseURL: URL(string: "https://api.openweathermap.org")!, key: key)
/// ```
package struct OpenWeatherProvider: WeatherProviding {
    /// How the provider is named in messages.
    package static let name = "OpenWeather"
    /// The variable its key comes from.
    package static let keyVariable = "OPENWEATHER_API_KEY"

    let endpoint: ProviderEndpoint
    let key: APIKey

    /// Creates a provider that finds places by name and reads their weather, UV index and air quality from OpenWeather.
    ///
    /// - Parameters:
    ///   - api: sends the requests.
    ///   - baseURL: `openweather.url`, such as `https://api.openweathermap.org`.
    ///   - key: the API key, sent in the query and never shown.
    ///   - timeout: seconds one request may take.
    package init(api: any APIRequesting, baseURL: URL, key: APIKey, timeout: TimeInterval = 10) {
        endpoint = ProviderEndpoint(provider: Self.name, baseURL: baseURL, timeout: timeout, keyVariable: key.variable, api: api)
        self.key = key
    }

    /// `GET /data/2.5/weather?q=<city>&appid=<key>`.
    package func locate(city: String) async throws -> Location {
        let answer = try await endpoint.get(
            OpenWeatherCurrent.self,
            path: "data/2.5/weather",
            query: [
                URLQueryItem(name: "q", value: city), appid,
            ],
            what: "city called \(BoundedEcho.quoted(city, mark: "\""))",
            notFound: .unknownCity(city)
        )
        guard let coordinates = try? Coordinates(latitude: answer.coord.lat, longitude: answer.coord.lon) else {
            throw WeatherError.undecodable(provider: Self.name, detail: "the coordinates of \(answer.name) are off the globe")
        }
        return Location(name: answer.name.isEmpty ? city : answer.name, coordinates: coordinates)
    }

    /// `GET /data/2.5/weather?lat=..&lon=..&appid=<key>`.
    package func currentWeather(at location: Location) async throws -> CurrentWeather {
        let answer = try await endpoint.get(
            OpenWeatherCurrent.self,
            path: "data/2.5/weather",
            query: Self.point(location.coordinates) + [appid],
            what: "weather for \(location.name)"
        )
        return CurrentWeather(
            place: location.name,
            description: answer.weather.first?.description ?? "unknown",
            temperature: .kelvin(answer.main.temp),
            pressure: answer.main.pressure,
            humidity: answer.main.humidity,
            windSpeed: answer.wind?.speed ?? 0,
            windDirection: answer.wind?.deg
        )
    }

    /// `GET /data/2.5/uvi?lat=..&lon=..&appid=<key>`.
    package func uvIndex(at coordinates: Coordinates) async throws -> UVIndex {
        let answer = try await endpoint.get(
            OpenWeatherUVIndex.self,
            path: "data/2.5/uvi",
            query: Self.point(coordinates) + [appid],
            what: "UV index for \(coordinates)"
        )
        return UVIndex(value: answer.value, date: Date(timeIntervalSince1970: answer.date))
    }

    /// `GET /data/2.5/air_pollution?lat=..&lon=..&appid=<key>`.
    package func reading(of pollutant: Pollutant, at coordinates: Coordinates) async throws -> PollutantReading {
        let answer = try await endpoint.get(
            OpenWeatherAirPollution.self,
            path: "data/2.5/air_pollution",
            query: Self.point(coordinates) + [appid],
            what: "air quality for \(coordinates)"
        )
        guard let value = answer.list.first?.components[OpenWeatherAirPollution.component(for: pollutant)] else {
            throw WeatherError.notFound(provider: Self.name, what: "\(pollutant.rawValue) reading for \(coordinates)")
        }
        return PollutantReading(pollutant: pollutant, value: value)
    }

    var appid: URLQueryItem { URLQueryItem(name: "appid", value: key.value) }

    static func point(_ coordinates: Coordinates) -> [URLQueryItem] {
        [URLQueryItem(name: "lat", value: coordinates.latitudeParameter), URLQueryItem(name: "lon", value: coordinates.longitudeParameter)]
    }
}
