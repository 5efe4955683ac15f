import SpecKit
import Weather
import WeatherCLI

final class AirQualityViewSpec: Spec {
    override func spec() {
        describe("AirQualityView") {
            it("shows each pollutant's value and level, and the overall level") {
                expect(try rendered { try AirQualityView.render(SampleReports.air, to: $0) }).to(matchSnapshot(named: "air"))
            }
            it("colours each level by its band on a terminal") {
                expect(try rendered(colour: true) { try AirQualityView.render(SampleReports.mixedAir, to: $0) }).to(
                    matchSnapshot(named: "air-colour")
                )
            }
            it("never colours off a terminal") {
                expect(try rendered { try AirQualityView.render(SampleReports.mixedAir, to: $0) }).toNot(contain("\u{1B}["))
            }
        }
    }
}
