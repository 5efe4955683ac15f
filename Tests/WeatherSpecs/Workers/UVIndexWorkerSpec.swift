import Promises
import SpecKit

@testable import Weather

final class UVIndexWorkerSpec: Spec {
    override func spec() {
        describe("UVIndexWorker") {
            let lugo = WeatherProviderStub.galicia["Lugo"] ?? Location(name: "?", coordinates: Coordinates(known: 0, 0))
            it("asks the provider for the location's coordinates") {
                let provider = WeatherProviderStub { $0.uv = 6.4 }
                let index = try await once(UVIndexWorker(provider: provider), lugo).value
                expect(index.value) == 6.4
                expect(provider.calls) == ["uv 43.0097,-7.556"]
            }
            it("fails with the provider's error") {
                let provider = WeatherProviderStub { $0.uvError = .timeout(provider: "Stub") }
                await expecta { try await once(UVIndexWorker(provider: provider), lugo).value }.to(throwError(WeatherError.timeout(provider: "Stub")))
            }
        }
    }
}
