import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Realistic sample data compiled into the binary: the offline default (`weather.provider=bundled`).
/// Known cities answer with their own sample; any other point answers with values derived from
/// its coordinates, so every valid location works and answers are the same on every run.
package struct BundledWeatherProvider: WeatherProviding {
    /// The observation time of the sample data.
    package static let observed = Date(timeIntervalSince1970: 1_763_726_400)  // 2025-11-21 12:00 UTC

    struct Sample {
        let location: Location
        let weather: CurrentWeather
        let uv: Double
        let air: [Pollutant: Double]

        func reading(of pollutant: Pollutant) -> Double? { air[pollutant] }
    }

    static let samples: [Sample] = [
        sample("A Coruña", 43.3623, -8.4115, "light rain", 287.4, 1014, 82, 6.2, 250, uv: 1.8, air: [.pm25: 6, .pm10: 14, .no2: 18, .o3: 52]),
        sample("Lugo", 43.0097, -7.5560, "overcast clouds", 283.9, 1016, 88, 2.1, 200, uv: 1.2, air: [.pm25: 9, .pm10: 17, .no2: 22, .o3: 41]),
        sample("Ourense", 42.3358, -7.8639, "broken clouds", 286.8, 1017, 75, 1.5, 90, uv: 2.4, air: [.pm25: 12, .pm10: 21, .no2: 31, .o3: 48]),
        sample("Pontevedra", 42.4310, -8.6444, "moderate rain", 287.1, 1013, 90, 4.8, 225, uv: 1.5, air: [.pm25: 7, .pm10: 15, .no2: 20, .o3: 55]),
        sample(
            "Santiago de Compostela",
            42.8782,
            -8.5448,
            "drizzle",
            285.6,
            1012,
            93,
            3.9,
            240,
            uv: 1.1,
            air: [.pm25: 8, .pm10: 16, .no2: 24, .o3: 50]
        ),
        sample("Vigo", 42.2406, -8.7207, "scattered clouds", 288.3, 1015, 79, 5.5, 270, uv: 2.9, air: [.pm25: 10, .pm10: 22, .no2: 38, .o3: 58]),
        sample("Madrid", 40.4168, -3.7038, "clear sky", 289.9, 1021, 45, 2.6, 45, uv: 3.4, air: [.pm25: 17, .pm10: 29, .no2: 61, .o3: 66]),
        sample(
            "London",
            51.5072,
            -0.1276,
            "light intensity drizzle",
            280.3,
            1012,
            81,
            4.1,
            80,
            uv: 0.6,
            air: [.pm25: 14, .pm10: 24, .no2: 52, .o3: 35]
        ),
        sample("Paris", 48.8566, 2.3522, "mist", 281.7, 1018, 87, 2.4, 160, uv: 0.9, air: [.pm25: 21, .pm10: 33, .no2: 64, .o3: 30]),
        sample("New York", 40.7128, -74.0060, "few clouds", 279.2, 1024, 55, 5.1, 310, uv: 1.9, air: [.pm25: 8, .pm10: 18, .no2: 41, .o3: 44]),
        sample("Tokyo", 35.6762, 139.6503, "clear sky", 290.5, 1019, 52, 3.2, 330, uv: 3.9, air: [.pm25: 11, .pm10: 20, .no2: 35, .o3: 62]),
        sample("Sydney", -33.8688, 151.2093, "sunny", 298.4, 1011, 60, 6.7, 120, uv: 11.3, air: [.pm25: 5, .pm10: 12, .no2: 14, .o3: 71]),
    ]

    private static func sample(
        _ name: String,
        _ latitude: Double,
        _ longitude: Double,
        _ description: String,
        _ temperature: Double,
        _ pressure: Double,
        _ humidity: Double,
        _ wind: Double,
        _ direction: Double,
        uv: Double,
        air: [Pollutant: Double]
    ) -> Sample {
        let location = Location(name: name, coordinates: Coordinates(known: latitude, longitude))
        return Sample(
            location: location,
            weather: CurrentWeather(
                place: name,
                description: description,
                temperature: .kelvin(temperature),
                pressure: pressure,
                humidity: humidity,
                windSpeed: wind,
                windDirection: direction
            ),
            uv: uv,
            air: air
        )
    }

    /// The bundled data.
    package init() {}

    /// The names of the bundled cities.
    static var cityNames: [String] { samples.map(\.location.name) }

    /// One of the bundled cities, ignoring case and accents; another name is `.unknownCity`.
    package func locate(city: String) async throws -> Location {
        let wanted = Self.folded(city)
        guard let sample = Self.samples.first(where: { Self.folded($0.location.name) == wanted }) else {
            throw WeatherError.unknownCity(city)
        }
        return sample.location
    }

    /// The sample of a bundled city near the location, or weather derived from its coordinates.
    package func currentWeather(at location: Location) async throws -> CurrentWeather {
        if let sample = Self.sample(at: location.coordinates) {
            return CurrentWeather(
                place: location.name,
                description: sample.weather.description,
                temperature: sample.weather.temperature,
                pressure: sample.weather.pressure,
                humidity: sample.weather.humidity,
                windSpeed: sample.weather.windSpeed,
                windDirection: sample.weather.windDirection
            )
        }
        let c = location.coordinates
        // Colder towards the poles, a little variation with longitude.
        let temperature = 303.15 - abs(c.latitude) * 0.45 + sin(c.longitude * .pi / 180) * 2
        return CurrentWeather(
            place: location.name,
            description: "partly cloudy",
            temperature: .kelvin((temperature * 10).rounded() / 10),
            pressure: 1013,
            humidity: 70,
            windSpeed: 3.5,
            windDirection: 180
        )
    }

    /// The sample's index, or one derived from the latitude, observed at `observed`.
    package func uvIndex(at coordinates: Coordinates) async throws -> UVIndex {
        if let sample = Self.sample(at: coordinates) { return UVIndex(value: sample.uv, date: Self.observed) }
        let value = max(0, 12 - abs(coordinates.latitude) / 6)
        return UVIndex(value: (value * 10).rounded() / 10, date: Self.observed)
    }

    /// The sample's reading, or half the pollutant's first bound elsewhere.
    package func reading(of pollutant: Pollutant, at coordinates: Coordinates) async throws -> PollutantReading {
        let value = Self.sample(at: coordinates)?.reading(of: pollutant) ?? pollutant.bounds[0] / 2
        return PollutantReading(pollutant: pollutant, value: value)
    }

    static func sample(at coordinates: Coordinates) -> Sample? {
        samples.first {
            abs($0.location.coordinates.latitude - coordinates.latitude) < 0.05
                && abs($0.location.coordinates.longitude - coordinates.longitude) < 0.05
        }
    }

    /// Case- and accent-insensitive comparison: "a coruna" finds "A Coruña" (Platform's
    /// folding, Foundation's result without its cost for Latin text).
    static func folded(_ name: String) -> String {
        name.foldingCaseAndDiacritics.trimmingBlanks
    }
}
