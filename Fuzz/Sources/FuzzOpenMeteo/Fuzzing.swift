// Fuzzes Open-Meteo's decoding: the input is the body of every answer (geocoding, forecast,
// air quality), so each response type is decoded from the same bytes.
import Foundation
import FuzzSupport
import WeatherFeature

let base = URL(string: "https://open-meteo.example/v1") ?? URL(fileURLWithPath: "/")
let urls = OpenMeteoWeatherProvider.URLs(forecast: base, airQuality: base, geocoding: base)

/// libFuzzer's entry: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let provider = OpenMeteoWeatherProvider(api: FuzzedAPI(body: fuzzData(data, size)), urls: urls, timeout: 1)
    runBlocking {
        let place = Location(name: "Lugo", coordinates: try Coordinates(latitude: 43.01, longitude: -7.56))
        _ = try? await provider.locate(city: "Lugo")
        _ = try? await provider.currentWeather(at: place)
        _ = try? await provider.uvIndex(at: place.coordinates)
        for pollutant in Pollutant.allCases { _ = try? await provider.reading(of: pollutant, at: place.coordinates) }
    }
    return 0
}
