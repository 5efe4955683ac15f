// Fuzzes Google Places' decoding: the input is the body of a nearby-search answer.
import Foundation
import FuzzSupport
import WeatherFeature

let base = URL(string: "https://places.example/api/place") ?? URL(fileURLWithPath: "/")

/// libFuzzer's entry: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let provider = GooglePlacesProvider(
        api: FuzzedAPI(body: fuzzData(data, size)),
        baseURL: base,
        key: APIKey("fuzz-key", variable: GooglePlacesProvider.keyVariable),
        timeout: 1
    )
    runBlocking {
        _ = try await provider.places(near: try Coordinates(latitude: 43.37, longitude: -8.40), radius: 500, type: "cafe")
    }
    return 0
}
