import Networking

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Nearby places from Google Places' nearby search (`places.provider=google`,
/// `GOOGLE_PLACES_API_KEY`): `GET <base>/nearbysearch/json?location=LAT,LNG&radius=R&type=T&key=KEY`.
///
/// Statuses: `OK` and `ZERO_RESULTS` are answers (the latter empty), `REQUEST_DENIED` is
/// `.unauthorized` naming the variable, `OVER_QUERY_LIMIT` `.rateLimited`; the key travels only
/// in the query and never reaches an error.
package struct GooglePlacesProvider: PlacesProviding {
    /// How the provider is named in messages.
    package static let name = "Google Places"
    /// The variable its key comes from.
    package static let keyVariable = "GOOGLE_PLACES_API_KEY"

    let endpoint: ProviderEndpoint
    let key: APIKey

    /// Creates a provider that searches places near a location with Google's Places API.
    ///
    /// - Parameters:
    ///   - api: sends the requests.
    ///   - baseURL: `google.places-url`, such as `https://maps.googleapis.com/maps/api/place`.
    ///   - key: the API key, sent in the query and never shown.
    ///   - timeout: seconds one request may take.
    package init(api: any APIRequesting, baseURL: URL, key: APIKey, timeout: TimeInterval = 10) {
        endpoint = ProviderEndpoint(provider: Self.name, baseURL: baseURL, timeout: timeout, keyVariable: key.variable, api: api)
        self.key = key
    }

    /// Places of `type` within `radius` metres, in Google's order.
    package func places(near coordinates: Coordinates, radius: Int, type: String) async throws -> [Place] {
        let answer = try await endpoint.get(
            GooglePlacesResponse.self,
            path: "nearbysearch/json",
            query: [
                URLQueryItem(name: "location", value: "\(coordinates.latitudeParameter),\(coordinates.longitudeParameter)"),
                URLQueryItem(name: "radius", value: String(radius)),
                URLQueryItem(name: "type", value: type),
                URLQueryItem(name: "key", value: key.value),
            ],
            what: "places near \(coordinates)"
        )
        switch answer.status {
        case "OK", "ZERO_RESULTS":
            return (answer.results ?? []).map { result in
                Place(name: result.name, rating: result.rating, openNow: result.openingHours?.openNow, vicinity: result.vicinity)
            }
        case "REQUEST_DENIED":
            throw WeatherError.unauthorized(provider: Self.name, variable: key.variable)
        case "OVER_QUERY_LIMIT":
            throw WeatherError.rateLimited(provider: Self.name)
        case "INVALID_REQUEST":
            throw WeatherError.unexpected(
                provider: Self.name,
                detail: "it called the request invalid (status INVALID_REQUEST); check --type and --radius"
            )
        default:
            throw WeatherError.unexpected(provider: Self.name, detail: "it answered with status \(answer.status)")
        }
    }
}
