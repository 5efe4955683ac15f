import Promises
import SpecKit

@testable import Weather

final class AirQualityWorkerSpec: Spec {
    override func spec() {
        describe("AirQualityWorker") {
            let lugo = WeatherProviderStub.galicia["Lugo"] ?? Location(name: "?", coordinates: Coordinates(known: 0, 0))

            it("fetches the four pollutants in parallel and keeps them in order") {
                let barrier = StartBarrier(count: 4)
                let provider = WeatherProviderStub { $0.readingBarrier = barrier }
                let air = try await once(AirQualityWorker(provider: provider), lugo).value
                expect(barrier.timedOut).to(beFalse())
                expect(air.readings.map(\.pollutant)) == [.pm25, .pm10, .no2, .o3]
                expect(air.readings.map(\.value)) == [6, 14, 18, 52]
                expect(Set(provider.calls)) == Set(["PM2.5", "PM10", "NO2", "O3"].map { "\($0) 43.0097,-7.556" })
            }

            it("rates the whole by the worst pollutant") {
                let provider = WeatherProviderStub { $0.readings = [.pm25: 5, .pm10: 60, .no2: 10, .o3: 10] }
                let air = try await once(AirQualityWorker(provider: provider), lugo).value
                expect(air.overall) == .medium
            }

            context("when one reading fails") {
                it("fails with that error") {
                    let provider = WeatherProviderStub { $0.readingErrors[.no2] = .offline(provider: "Stub") }
                    await expecta { try await once(AirQualityWorker(provider: provider), lugo).value }.to(
                        throwError(WeatherError.offline(provider: "Stub"))
                    )
                }
            }
        }
    }
}
