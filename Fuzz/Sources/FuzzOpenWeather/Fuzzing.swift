// Fuzzes OpenWeather's decoding: the input is the body of every answer (city search, current
// weather, UV index, air pollution).
import Foundation
import FuzzSupport
import WeatherFeature

let base = URL(string: "https://openweather.example") ?? URL(fileURLWithPath: "/")

/// libFuzzer's entry: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let provider = OpenWeatherProvider(
        api: FuzzedAPI(body: fuzzData(data, size)),
        baseURL: base,
        key: APIKey("fuzz-key", variable: OpenWeatherProvider.keyVariable),
        timeout: 1
    )
    runBlocking {
        let place = Location(name: "Lugo", coordinates: try Coordinates(latitude: 43.01, longitude: -7.56))
        _ = try? await provider.locate(city: "Lugo")
        _ = try? await provider.currentWeather(at: place)
        _ = try? await provider.uvIndex(at: place.coordinates)
        for pollutant in Pollutant.allCases { _ = try? await provider.reading(of: pollutant, at: place.coordinates) }
    }
    return 0
}
