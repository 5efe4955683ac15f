import Promises
import SpecKit

@testable import Weather

final class PlacesWorkerSpec: Spec {
    override func spec() {
        describe("PlacesWorker") {
            let coruna = WeatherProviderStub.galicia["A Coruña"] ?? Location(name: "?", coordinates: Coordinates(known: 0, 0))
            it("asks the provider for places of the type within the radius") {
                let provider = PlacesProviderStub(.success([Place(name: "Casa Pardo", rating: 4.6, openNow: true)]))
                let places = try await once(PlacesWorker(provider: provider), PlacesQuery(location: coruna, radius: 500, type: "restaurant")).value
                expect(places.map(\.name)) == ["Casa Pardo"]
                expect(provider.calls) == ["places 43.3623,-8.4115 500 restaurant"]
            }
            it("fails with the provider's error") {
                let provider = PlacesProviderStub(.failure(.unauthorized(provider: "Google Places", variable: "GOOGLE_PLACES_API_KEY")))
                await expecta { try await once(PlacesWorker(provider: provider), PlacesQuery(location: coruna, radius: 500, type: "cafe")).value }
                    .to(throwError(WeatherError.unauthorized(provider: "Google Places", variable: "GOOGLE_PLACES_API_KEY")))
            }
        }
    }
}
