import CLI
import Foundation
import Weather

/// Reports built from fixed data, for the view specs.
enum SampleReports {
    static let coruna = CurrentWeather(
        place: "A Coruña",
        description: "light rain",
        temperature: .kelvin(287.4),
        pressure: 1014,
        humidity: 82,
        windSpeed: 6.2,
        windDirection: 250
    )
    static let lugo = CurrentWeather(
        place: "Lugo",
        description: "overcast clouds",
        temperature: .kelvin(283.9),
        pressure: 1016,
        humidity: 88,
        windSpeed: 2.1,
        windDirection: 200
    )

    static let current = CurrentWeatherReport(coruna, units: .metric)

    static let cities = CitiesReport(
        [
            CityWeather(city: "A Coruña", result: .success(coruna)),
            CityWeather(city: "Atlantis", result: .failure(WeatherError.unknownCity("Atlantis"))),
            CityWeather(city: "Lugo", result: .success(lugo)),
        ],
        units: .metric,
        provider: "Stub"
    )

    static let uv = UVIndexReport(
        place: "Sydney",
        uv: UVIndex(value: 11.34, date: Date(timeIntervalSince1970: 1_763_726_400)),
        observedText: "Friday, November 21, 2025 at 12:00 PM UTC"
    )

    static let air = AirQualityReport(
        place: "Madrid",
        air: AirQuality(readings: [
            PollutantReading(pollutant: .pm25, value: 17), PollutantReading(pollutant: .pm10, value: 29),
            PollutantReading(pollutant: .no2, value: 61), PollutantReading(pollutant: .o3, value: 66),
        ])
    )

    /// One reading in each band, Very low to Very high: the overall level is Very high.
    static let mixedAir = AirQualityReport(
        place: "Delhi",
        air: AirQuality(readings: [
            PollutantReading(pollutant: .pm25, value: 120), PollutantReading(pollutant: .pm10, value: 60),
            PollutantReading(pollutant: .no2, value: 30), PollutantReading(pollutant: .o3, value: 100),
        ])
    )

    static let places = PlacesReport(
        place: "A Coruña",
        type: "restaurant",
        radius: 500,
        places: [
            Place(name: "Casa Pardo", rating: 4.6, openNow: true, vicinity: "Rúa Novoa Santos, 15"),
            Place(name: "Taberna da Galera", rating: 4.5, openNow: false, vicinity: "Rúa da Galera, 43"),
            Place(name: "Pablo Gallego", rating: nil, openNow: nil),
        ]
    )
}

extension DataOrigin {
    /// A live provider: no marker, `"sample": false`.
    static let live = DataOrigin(provider: "open-meteo", sample: false)
    /// The bundled provider.
    static let sample = DataOrigin(provider: "bundled", sample: true, note: "sample data from the bundled provider")
}
