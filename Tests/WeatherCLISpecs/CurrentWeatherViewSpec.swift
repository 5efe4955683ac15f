import SpecKit
import Weather
import WeatherCLI

final class CurrentWeatherViewSpec: Spec {
    override func spec() {
        describe("CurrentWeatherView") {
            it("shows the place, description, temperature, pressure, humidity and wind") {
                expect(try rendered { try CurrentWeatherView.render(SampleReports.current, to: $0) }).to(matchSnapshot(named: "current"))
            }
            it("shows the units asked for") {
                let imperial = CurrentWeatherReport(SampleReports.coruna, units: .imperial)
                let text = try rendered { try CurrentWeatherView.render(imperial, to: $0) }
                expect(text).to(contain("57.7 °F"))
                expect(text).to(contain("13.9 mph WSW"))
            }
            it("makes the place bold on a terminal") {
                expect(try rendered(colour: true) { try CurrentWeatherView.render(SampleReports.current, to: $0) }).to(
                    beginWith("\u{1B}[1mA Coruña\u{1B}[0m: light rain\n")
                )
            }
        }
    }
}
