import SpecKit
import Weather
import WeatherCLI

final class CitiesViewSpec: Spec {
    override func spec() {
        describe("CitiesView") {
            it("shows a row per city, a failed city saying why") {
                expect(try rendered { try CitiesView.render(SampleReports.cities, to: $0) }).to(matchSnapshot(named: "cities"))
            }
            it("marks a failed city in red on a terminal") {
                expect(try rendered(colour: true) { try CitiesView.render(SampleReports.cities, to: $0) }).to(contain("\u{1B}[31mfailed\u{1B}[0m"))
            }
            it("never colours off a terminal") {
                expect(try rendered { try CitiesView.render(SampleReports.cities, to: $0) }).toNot(contain("\u{1B}["))
            }
        }
    }
}
