import Foundation
import Networking
import NetworkingTesting
import SpecKit
import SpecKitHTTP

@testable import Weather

final class GooglePlacesProviderSpec: Spec {
    override func spec() {
        describe("GooglePlacesProvider") {
            let http = HTTPStubs()
            let provider = GooglePlacesProvider(
                api: CurlAPIHandler(transport: HTTPStubsTransport(http)),
                baseURL: URL(string: "https://maps.googleapis.com/maps/api/place") ?? URL(fileURLWithPath: "/"),
                key: APIKey("g-secret-key", variable: "GOOGLE_PLACES_API_KEY"),
                timeout: 5
            )
            let coruna = Coordinates(known: 43.3623, -8.4115)
            func stub(_ fixture: String) {
                http.stub(.get, host: "maps.googleapis.com", path: "/maps/api/place/nearbysearch/json").respond(fixture: WeatherFixtures.url(fixture))
            }

            it("asks the nearby search for the type within the radius, with the key") {
                stub("google-places-nearby.json")
                let places = try await provider.places(near: coruna, radius: 150, type: "restaurant")
                expect(places) == [
                    Place(name: "Casa Pardo", rating: 4.6, openNow: true, vicinity: "Rúa Novoa Santos, 15, A Coruña"),
                    Place(name: "Taberna da Galera", rating: 4.5, openNow: false, vicinity: "Rúa da Galera, 43, A Coruña"),
                    Place(name: "Pablo Gallego", rating: nil, openNow: nil, vicinity: "Praza de María Pita, 11, A Coruña"),
                ]
                let request = try require(http.requests.first).toNot(beNil())
                expect(request.method) == .get
                expect(request.query) == ["location": "43.3623,-8.4115", "radius": "150", "type": "restaurant", "key": "g-secret-key"]
            }
            it("gives no places for an OK answer without results") {
                stub("google-places-nearby-empty.json")
                let actual11 = try await provider.places(near: coruna, radius: 150, type: "museum")
                expect(actual11) == []
            }
            it("gives no places for ZERO_RESULTS") {
                stub("google-places-zero.json")
                let actual12 = try await provider.places(near: coruna, radius: 150, type: "museum")
                expect(actual12) == []
            }
            it("says unauthorized for REQUEST_DENIED, naming the variable and never the key") {
                stub("google-places-denied.json")
                do {
                    _ = try await provider.places(near: coruna, radius: 150, type: "cafe")
                    fail("expected a failure")
                } catch {
                    expect(error as? WeatherError) == .unauthorized(provider: "Google Places", variable: "GOOGLE_PLACES_API_KEY")
                    expect(String(describing: error)).toNot(contain("g-secret-key"))
                }
            }
            it("says rate limited for OVER_QUERY_LIMIT") {
                http.stub(.get, host: "maps.googleapis.com").respond(body: #"{"results":[],"status":"OVER_QUERY_LIMIT"}"#)
                await expecta { try await provider.places(near: coruna, radius: 150, type: "cafe") }.to(
                    throwError(WeatherError.rateLimited(provider: "Google Places"))
                )
            }
            it("says undecodable for malformed JSON") {
                http.stub(.get, host: "maps.googleapis.com").respond(body: #"{"results": 3}"#)
                await expecta { try await provider.places(near: coruna, radius: 150, type: "cafe") }.to(throwError(errorType: WeatherError.self))
            }
        }
    }
}
