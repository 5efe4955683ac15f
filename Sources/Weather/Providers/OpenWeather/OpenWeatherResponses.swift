/// `GET /data/2.5/weather`: the current weather of a point or a city (`q=`), in kelvin, hPa,
/// % and m/s (the default "standard" units).
struct OpenWeatherCurrent: Decodable {
    struct Coordinates: Decodable {
        let lat: Double
        let lon: Double
    }

    struct Condition: Decodable {
        let description: String
    }

    struct Main: Decodable {
        let temp: Double
        let pressure: Double
        let humidity: Double
    }

    struct Wind: Decodable {
        let speed: Double
        let deg: Double?
    }

    let coord: Coordinates
    let weather: [Condition]
    let main: Main
    let wind: Wind?
    let name: String
}

/// `GET /data/2.5/uvi`: the UV index of a point and when (Unix seconds).
struct OpenWeatherUVIndex: Decodable {
    let value: Double
    let date: Double
}

/// `GET /data/2.5/air_pollution`: the latest concentrations of a point, in µg/m³.
struct OpenWeatherAirPollution: Decodable {
    struct Entry: Decodable {
        let components: [String: Double]
    }

    let list: [Entry]

    /// The component name of a pollutant in the API.
    static func component(for pollutant: Pollutant) -> String {
        switch pollutant {
        case .pm25: "pm2_5"
        case .pm10: "pm10"
        case .no2: "no2"
        case .o3: "o3"
        }
    }
}
