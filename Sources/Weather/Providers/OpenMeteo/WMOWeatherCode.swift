/// The WMO weather interpretation codes Open-Meteo reports as `weather_code`, in words.
enum WMOWeatherCode {
    /// `61` is `slight rain`; an unknown code is `weather code 42`; none is `unknown`.
    static func description(of code: Int?) -> String {
        guard let code else { return "unknown" }
        return descriptions[code] ?? "weather code \(code)"
    }

    static let descriptions: [Int: String] = [
        0: "clear sky", 1: "mainly clear", 2: "partly cloudy", 3: "overcast",
        45: "fog", 48: "depositing rime fog",
        51: "light drizzle", 53: "moderate drizzle", 55: "dense drizzle",
        56: "light freezing drizzle", 57: "dense freezing drizzle",
        61: "slight rain", 63: "moderate rain", 65: "heavy rain",
        66: "light freezing rain", 67: "heavy freezing rain",
        71: "slight snow fall", 73: "moderate snow fall", 75: "heavy snow fall", 77: "snow grains",
        80: "slight rain showers", 81: "moderate rain showers", 82: "violent rain showers",
        85: "slight snow showers", 86: "heavy snow showers",
        95: "thunderstorm", 96: "thunderstorm with slight hail", 99: "thunderstorm with heavy hail",
    ]
}
