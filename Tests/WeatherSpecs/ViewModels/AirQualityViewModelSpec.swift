import Observables
import Promises
import SpecKit

@testable import Weather

final class AirQualityViewModelSpec: Spec {
    override func spec() {
        describe("AirQualityViewModel") {
            func report(_ readings: [Pollutant: Double]) async throws -> ViewState<AirQualityReport> {
                let provider = WeatherProviderStub { $0.readings = readings }
                let viewModel = try await weatherGraph(provider: provider).resolve(AirQualityViewModel.self)
                viewModel.load(.city("Lugo"))
                _ = await viewModel.state.finished()
                return viewModel.state.value
            }
            let clean: [Pollutant: Double] = [.pm25: 0, .pm10: 0, .no2: 0, .o3: 0]
            let levels: [AirLevel] = [.veryLow, .low, .medium, .high, .veryHigh]
            let colours: [LevelColour] = [.green, .yellow, .orange, .red, .violet]

            for pollutant in Pollutant.allCases {
                describe("\(pollutant.rawValue)") {
                    for (index, bound) in pollutant.bounds.enumerated() {
                        let below = bound - 0.01
                        it("shows \(below) as \(levels[index].rawValue) and \(bound) as \(levels[index + 1].rawValue)") {
                            var justBelow = clean
                            justBelow[pollutant] = below
                            let lower = try await report(justBelow).value?.readings.first { $0.pollutant == pollutant }
                            expect(lower?.level) == levels[index]
                            expect(lower?.colour) == colours[index]
                            var onBound = clean
                            onBound[pollutant] = bound
                            let upper = try await report(onBound).value?.readings.first { $0.pollutant == pollutant }
                            expect(upper?.level) == levels[index + 1]
                            expect(upper?.colour) == colours[index + 1]
                        }
                    }
                    it("shows 0 as Very low and a negative reading as Unknown") {
                        var zero = clean
                        zero[pollutant] = 0
                        let zeroLevel = try await report(zero).value?.readings.first { $0.pollutant == pollutant }?.level
                        expect(zeroLevel) == .veryLow
                        var negative = clean
                        negative[pollutant] = -1
                        let negativeLevel = try await report(negative).value?.readings.first { $0.pollutant == pollutant }?.level
                        expect(negativeLevel) == .unknown
                    }
                }
            }

            it("shows the four readings in order with one decimal") {
                let state = try await report([.pm25: 6, .pm10: 14.26, .no2: 18, .o3: 52])
                expect(state.value?.readings.map(\.pollutant)) == [.pm25, .pm10, .no2, .o3]
                expect(state.value?.readings.map(\.valueText)) == ["6.0 µg/m³", "14.3 µg/m³", "18.0 µg/m³", "52.0 µg/m³"]
            }

            it("rates the whole by the worst reading") {
                let state = try await report([.pm25: 5, .pm10: 10, .no2: 250, .o3: 70])
                expect(state.value?.overall) == .high
                expect(state.value?.overallColour) == .red
            }

            it("shows the failure of any reading") {
                let provider = WeatherProviderStub { $0.readingErrors[.o3] = .rateLimited(provider: "Stub") }
                let viewModel = try await weatherGraph(provider: provider).resolve(AirQualityViewModel.self)
                viewModel.load(.city("Lugo"))
                _ = await viewModel.state.finished()
                expect((viewModel.state.value.failure as? WeatherError)?.message) == "Stub is limiting requests (HTTP 429 too many requests)"
            }
        }
    }
}
