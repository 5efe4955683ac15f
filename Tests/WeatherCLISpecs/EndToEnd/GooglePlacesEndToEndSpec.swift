import CompositionTesting
import Foundation
import SpecKit
import SpecKitHTTP
import SpecKitRobot
import WeatherAssemblies

/// The built `weather places` on Google Places, pointed at a loopback server.
final class GooglePlacesEndToEndSpec: Spec {
    override func spec() {
        describe("weather places on Google Places") {
            let key = "g-e2e-secret-9876543210"
            func weather(_ server: LoopbackHTTPServer, key: String? = key, _ arguments: String...) async throws -> CommandRobot {
                var environment = [
                    "PLACES_PROVIDER": "google", "GOOGLE_PLACES_URL": server.baseURL.appendingPathComponent("maps/api/place").absoluteString,
                ]
                if let key { environment["GOOGLE_PLACES_API_KEY"] = key }
                return try await WeatherApp.application.test(.executable) { $0 }.arguments(arguments).timeLimit(.seconds(30)).environment(environment)
            }

            it("shows the places found, sending the location, radius, type and key") {
                let server = try LoopbackHTTPServer()
                server.serve("/maps/api/place/nearbysearch/json", fixture: "google-places-nearby.json")
                let result = try await weather(server, "places", "--radius", "150", "--type", "restaurant").run().expectExitCode(0)
                expect(result.standardOutput).to(matchSnapshot(named: "places"))
                expect(result.standardOutput).toNot(contain(key))
                expect(server.requests.first?.query) == ["location": "43.3623,-8.4115", "radius": "150", "type": "restaurant", "key": key]
            }
            it("says so when there are none") {
                let server = try LoopbackHTTPServer()
                server.serve("/maps/api/place/nearbysearch/json", fixture: "google-places-nearby-empty.json")
                try await weather(server, "places", "--type", "museum").run()
                    .expectExitCode(0)
                    .expectOutput(equals: "No museum within 500 m of A Coruña.\n")
            }
            it("reports REQUEST_DENIED as an unauthorized key naming the variable, with 78") {
                let server = try LoopbackHTTPServer()
                server.serve("/maps/api/place/nearbysearch/json", fixture: "google-places-denied.json")
                let result = try await weather(server, "places").run()
                    .expectExitCode(78)
                    .expectError(contains: "weather: error: Google Places refused the API key in GOOGLE_PLACES_API_KEY (unauthorized)\n")
                expect(result.standardError).toNot(contain(key))
            }
            it("fails naming the variable when the key is missing, with 78") {
                let server = try LoopbackHTTPServer()
                try await weather(server, key: nil, "places").run()
                    .expectExitCode(78)
                    .expectError(contains: "Google Places needs an API key, and GOOGLE_PLACES_API_KEY is not set")
                expect(server.requests.count) == 0
            }
        }
    }
}
