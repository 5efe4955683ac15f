import SpecKit
import Weather

final class AirQualitySpec: Spec {
    override func spec() {
        describe("Pollutant bands") {
            // Every bound of every pollutant, and the value just under it.
            let bands: [(Pollutant, [Double])] = [
                (.no2, [50, 100, 200, 400]), (.o3, [60, 120, 180, 240]),
                (.pm10, [25, 50, 90, 180]), (.pm25, [15, 30, 55, 110]),
            ]
            let levels: [AirLevel] = [.veryLow, .low, .medium, .high, .veryHigh]
            for (pollutant, bounds) in bands {
                it("classifies \(pollutant.rawValue) from 0 up to each bound, half-open") {
                    expect(pollutant.level(for: 0)) == .veryLow
                    for (index, bound) in bounds.enumerated() {
                        expect(pollutant.level(for: bound - 0.01)) == levels[index]
                        expect(pollutant.level(for: bound)) == levels[index + 1]
                    }
                }
            }
            it("classifies negative values as Unknown") {
                expect(Pollutant.no2.level(for: -1)) == .unknown
            }
            it("colours the levels Green, Yellow, Orange, Red, Violet") {
                expect(levels.map(\.colour)) == [.green, .yellow, .orange, .red, .violet]
            }
        }

        describe("AirQuality") {
            it("takes the worst of the four as the overall index") {
                let air = AirQuality(readings: [
                    PollutantReading(pollutant: .pm25, value: 5),
                    PollutantReading(pollutant: .pm10, value: 60),
                    PollutantReading(pollutant: .no2, value: 10),
                    PollutantReading(pollutant: .o3, value: 130),
                ])
                expect(air.overall) == .medium
            }
            it("ignores unknown readings, and is Unknown when all are") {
                expect(AirQuality(readings: [PollutantReading(pollutant: .no2, value: -1), PollutantReading(pollutant: .o3, value: 70)]).overall)
                    == .low
                expect(AirQuality(readings: [PollutantReading(pollutant: .no2, value: -1)]).overall) == .unknown
            }
        }
    }
}
