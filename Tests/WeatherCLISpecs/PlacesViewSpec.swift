import SpecKit
import Weather
import WeatherCLI

final class PlacesViewSpec: Spec {
    override func spec() {
        describe("PlacesView") {
            it("shows each place's name, rating, whether open now and vicinity") {
                expect(try rendered { try PlacesView.render(SampleReports.places, to: $0) }).to(matchSnapshot(named: "places"))
            }
            it("says when there are no places") {
                let empty = PlacesReport(place: "Lugo", type: "museum", radius: 150, places: [])
                expect(try rendered { try PlacesView.render(empty, to: $0) }) == "No museum within 150 m of Lugo.\n"
            }
        }
    }
}
