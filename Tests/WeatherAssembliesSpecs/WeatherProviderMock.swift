import Foundation
import Weather

/// A weather provider for container specs: every city is found at 43.0,-7.5, and the weather,
/// UV index and readings are the ones given.
struct WeatherProviderMock: WeatherProviding {
    var uv: Double = 1.8
    var readings: [Pollutant: Double] = [.pm25: 6, .pm10: 14, .no2: 18, .o3: 52]
    var weather = CurrentWeather(
        place: "Lugo",
        description: "overcast clouds",
        temperature: .kelvin(283.9),
        pressure: 1016,
        humidity: 88,
        windSpeed: 2.1,
        windDirection: 200
    )

    func locate(city: String) async throws -> Location {
        Location(name: city, coordinates: try Coordinates(latitude: 43.0, longitude: -7.5))
    }

    func currentWeather(at location: Location) async throws -> CurrentWeather { weather }

    func uvIndex(at coordinates: Coordinates) async throws -> UVIndex {
        UVIndex(value: uv, date: Date(timeIntervalSince1970: 1_763_726_400))
    }

    func reading(of pollutant: Pollutant, at coordinates: Coordinates) async throws -> PollutantReading {
        PollutantReading(pollutant: pollutant, value: readings[pollutant] ?? 0)
    }
}

/// Places for container specs.
struct PlacesProviderMock: PlacesProviding {
    func places(near coordinates: Coordinates, radius: Int, type: String) async throws -> [Place] {
        [Place(name: "Mock \(type) within \(radius) m", rating: 4.2, openNow: true)]
    }
}
