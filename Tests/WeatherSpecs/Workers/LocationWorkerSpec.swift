import Promises
import SpecKit

@testable import Weather

final class LocationWorkerSpec: Spec {
    override func spec() {
        describe("LocationWorker") {
            var provider: WeatherProviderStub!
            var worker: LocationWorker!
            beforeEach {
                provider = WeatherProviderStub()
                worker = LocationWorker(geocoder: provider)
            }

            context("for coordinates") {
                it("names the location by its coordinates without asking the geocoder") {
                    let location = try await once(worker, .coordinates(try Coordinates(latitude: 43.37, longitude: -8.4))).value
                    expect(location.name) == "43.3700, -8.4000"
                    expect(location.coordinates.latitude) == 43.37
                    expect(provider.calls) == []
                }
            }
            context("for a city") {
                it("asks the provider's geocoding") {
                    let location = try await once(worker, .city("Lugo")).value
                    expect(location.name) == "Lugo"
                    expect(provider.calls) == ["locate Lugo"]
                }
                it("rejects an unknown city with the provider's error") {
                    await expecta { try await once(worker, .city("Atlantis")).value }.to(throwError(WeatherError.unknownCity("Atlantis")))
                }
            }
        }
    }
}
