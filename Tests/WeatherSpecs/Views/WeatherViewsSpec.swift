import CLI
import SpecKit
@testable import Weather

final class WeatherViewsSpec: Spec {
    override func spec() {
        describe("the weather views") {
            func rendered(colour: Bool = false, _ render: (CommandOutput) -> Void) -> String {
                let recorder = OutputRecorder(colour: colour)
                render(recorder.output)
                return recorder.text
            }

            it("lay out the current weather") {
                expect(rendered { CurrentWeatherView.render(SampleReports.current, to: $0) }).to(matchSnapshot(named: "current"))
            }
            it("lay out the cities with a failed row") {
                expect(rendered { CitiesView.render(SampleReports.cities, to: $0) }).to(matchSnapshot(named: "cities"))
            }
            it("lay out the UV index") {
                expect(rendered { UVIndexView.render(SampleReports.uv, to: $0) }).to(matchSnapshot(named: "uv"))
            }
            it("lay out the UV index in one line for --short") {
                expect(rendered { UVIndexView.renderShort(SampleReports.uv, to: $0) }) == "UV 11.3 Extreme\n"
            }
            it("lay out the air quality") {
                expect(rendered { AirQualityView.render(SampleReports.air, to: $0) }).to(matchSnapshot(named: "air"))
            }
            it("lay out the places") {
                expect(rendered { PlacesView.render(SampleReports.places, to: $0) }).to(matchSnapshot(named: "places"))
            }
            it("say when there are no places") {
                let empty = PlacesReport(place: "Lugo", type: "museum", radius: 150, places: [])
                expect(rendered { PlacesView.render(empty, to: $0) }) == "No museum within 150 m of Lugo.\n"
            }

            context("on a terminal") {
                it("colour each level by its band") {
                    expect(rendered(colour: true) { AirQualityView.render(SampleReports.air, to: $0) }).to(matchSnapshot(named: "air-colour"))
                }
                it("colour the short UV line violet when extreme") {
                    expect(rendered(colour: true) { UVIndexView.renderShort(SampleReports.uv, to: $0) }) == "\u{1B}[38;5;135mUV 11.3 Extreme\u{1B}[0m\n"
                }
                it("mark a failed city in red") {
                    expect(rendered(colour: true) { CitiesView.render(SampleReports.cities, to: $0) }).to(contain("\u{1B}[31mfailed\u{1B}[0m"))
                }
            }

            context("off a terminal") {
                it("never colour") {
                    expect(rendered { AirQualityView.render(SampleReports.air, to: $0) }).toNot(contain("\u{1B}["))
                }
            }
        }

        describe("LevelColour") {
            let codes: [(LevelColour, String)] = [(.green, "32"), (.yellow, "33"), (.orange, "38;5;208"), (.red, "31"), (.violet, "38;5;135")]
            for (colour, code) in codes {
                it("paints \(colour.rawValue) with code \(code)") {
                    expect(colour.paint("x", style: TerminalStyle(isEnabled: true))) == "\u{1B}[\(code)mx\u{1B}[0m"
                }
            }
            it("leaves None plain") {
                expect(LevelColour.none.paint("x", style: TerminalStyle(isEnabled: true))) == "x"
            }
        }
    }
}
