import Foundation
import Platform

@testable import Weather

/// A weather provider for specs: knows the cities it is given, answers with canned weather,
/// UV and readings or with the errors it is told to throw, and records every call. An
/// optional barrier makes each call wait for others, to prove calls run in parallel.
final class WeatherProviderStub: WeatherProviding {
    struct Answers: Sendable {
        var cities: [String: Location] = WeatherProviderStub.galicia
        var geocodingErrors: [String: WeatherError] = [:]
        var weather: [String: CurrentWeather] = [:]
        var weatherErrors: [String: WeatherError] = [:]
        var uv: Double = 1.8
        var uvDate = Date(timeIntervalSince1970: 1_763_726_400)
        var uvError: WeatherError?
        var readings: [Pollutant: Double] = [.pm25: 6, .pm10: 14, .no2: 18, .o3: 52]
        var readingErrors: [Pollutant: WeatherError] = [:]
        /// Geocoding waits at this barrier.
        var geocodingBarrier: StartBarrier?
        /// Readings wait at this barrier.
        var readingBarrier: StartBarrier?
    }

    static let galicia: [String: Location] = [
        "A Coruña": Location(name: "A Coruña", coordinates: Coordinates(known: 43.3623, -8.4115)),
        "Lugo": Location(name: "Lugo", coordinates: Coordinates(known: 43.0097, -7.556)),
        "Ourense": Location(name: "Ourense", coordinates: Coordinates(known: 42.3358, -7.8639)),
        "Pontevedra": Location(name: "Pontevedra", coordinates: Coordinates(known: 42.431, -8.6444)),
    ]

    private let answers: LockedValue<Answers>
    private let recorded = LockedValue<[String]>([])
    private let flight = LockedValue((now: 0, most: 0))

    /// The most cities between `locate` and the end of `currentWeather` at once.
    var mostCitiesAtOnce: Int { flight.value.most }

    init(_ configure: (inout Answers) -> Void = { _ in }) {
        var answers = Answers()
        configure(&answers)
        self.answers = LockedValue(answers)
    }

    /// Every call, in order: `locate Lugo`, `weather Lugo`, `uv 43.0097,-7.556`, `PM2.5 43.0097,-7.556`.
    var calls: [String] { recorded.value }

    private func record(_ call: String) -> Answers {
        recorded.update { $0.append(call) }
        return answers.value
    }

    func locate(city: String) async throws -> Location {
        let answers = record("locate \(city)")
        flight.update { flight in
            flight.now += 1
            flight.most = max(flight.most, flight.now)
        }
        for _ in 0..<10 { await Task.yield() }
        await answers.geocodingBarrier?.arrive()
        try Task.checkCancellation()
        if let error = answers.geocodingErrors[city] { throw error }
        guard let location = answers.cities[city] else { throw WeatherError.unknownCity(city) }
        return location
    }

    func currentWeather(at location: Location) async throws -> CurrentWeather {
        let answers = record("weather \(location.name)")
        defer { flight.update { $0.now -= 1 } }
        if let error = answers.weatherErrors[location.name] { throw error }
        return answers.weather[location.name] ?? Self.sample(for: location.name)
    }

    func uvIndex(at coordinates: Coordinates) async throws -> UVIndex {
        let answers = record("uv \(coordinates)")
        if let error = answers.uvError { throw error }
        return UVIndex(value: answers.uv, date: answers.uvDate)
    }

    func reading(of pollutant: Pollutant, at coordinates: Coordinates) async throws -> PollutantReading {
        let answers = record("\(pollutant.rawValue) \(coordinates)")
        await answers.readingBarrier?.arrive()
        try Task.checkCancellation()
        if let error = answers.readingErrors[pollutant] { throw error }
        return PollutantReading(pollutant: pollutant, value: answers.readings[pollutant] ?? 0)
    }

    /// 14.25 °C, 1013.6 hPa, 81.6 %, 6.2 m/s from 250° (WSW), light rain.
    static func sample(for place: String) -> CurrentWeather {
        CurrentWeather(
            place: place,
            description: "light rain",
            temperature: .kelvin(287.4),
            pressure: 1013.6,
            humidity: 81.6,
            windSpeed: 6.2,
            windDirection: 250
        )
    }
}

/// A places provider for specs: canned places or an error, every call recorded.
final class PlacesProviderStub: PlacesProviding {
    private let answer: Result<[Place], WeatherError>
    private let recorded = LockedValue<[String]>([])
    private let flight = LockedValue((now: 0, most: 0))

    /// The most cities between `locate` and the end of `currentWeather` at once.
    var mostCitiesAtOnce: Int { flight.value.most }

    init(_ answer: Result<[Place], WeatherError>) {
        self.answer = answer
    }

    /// `places 43.3623,-8.4115 500 restaurant`.
    var calls: [String] { recorded.value }

    func places(near coordinates: Coordinates, radius: Int, type: String) async throws -> [Place] {
        recorded.update { $0.append("places \(coordinates) \(radius) \(type)") }
        return try answer.get()
    }
}
