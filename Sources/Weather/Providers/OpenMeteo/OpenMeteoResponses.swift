#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `GET /v1/search?name=...`: the geocoding API's matches; no `results` key when none.
struct OpenMeteoSearch: Decodable {
    struct Result: Decodable {
        let name: String
        let latitude: Double
        let longitude: Double
        let country: String?
        let admin1: String?
    }

    let results: [Result]?
}

/// `GET /v1/forecast?...&current=...`: the forecast API's current conditions, in °C, hPa, %,
/// and m/s (`wind_speed_unit=ms`).
struct OpenMeteoForecast: Decodable {
    struct Current: Decodable {
        let time: String
        let temperature: Double
        let humidity: Double
        let pressure: Double
        let windSpeed: Double
        let windDirection: Double?
        let weatherCode: Int?

        enum CodingKeys: String, CodingKey {
            case time
            case temperature = "temperature_2m"
            case humidity = "relative_humidity_2m"
            case pressure = "surface_pressure"
            case windSpeed = "wind_speed_10m"
            case windDirection = "wind_direction_10m"
            case weatherCode = "weather_code"
        }
    }

    let current: Current

    /// The query of the current conditions.
    static let currentVariables = "temperature_2m,relative_humidity_2m,surface_pressure,wind_speed_10m,wind_direction_10m,weather_code"
}

/// `GET /v1/air-quality?...&current=...`: one current value per variable asked for, and when.
/// A value is null where the model has none.
struct OpenMeteoAirQuality: Decodable {
    let current: [String: Value]

    /// A number, a time text, or null.
    enum Value: Decodable {
        case number(Double)
        case text(String)
        case null

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }

        var number: Double? {
            if case let .number(value) = self { return value }
            return nil
        }

        var text: String? {
            if case let .text(value) = self { return value }
            return nil
        }
    }

    /// The parameter name of a pollutant in the API.
    static func variable(for pollutant: Pollutant) -> String {
        switch pollutant {
        case .pm25: "pm2_5"
        case .pm10: "pm10"
        case .no2: "nitrogen_dioxide"
        case .o3: "ozone"
        }
    }
}

/// Open-Meteo's times: `2025-11-21T12:00`, in GMT (the default time zone of its answers).
enum OpenMeteoTime {
    static func date(from text: String) -> Date? {
        // ISO 8601 in UTC, with the seconds Open-Meteo leaves out.
        let complete = text.utf8.count == 16 ? text + ":00" : text
        guard complete.utf8.count == 19 else { return nil }
        return try? Date(complete + "Z", strategy: .iso8601)
    }
}
