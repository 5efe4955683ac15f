import SpecKit
import Weather

final class CoordinatesSpec: Spec {
    override func spec() {
        describe("Coordinates") {
            it("accepts the edges of the globe") {
                expect(try Coordinates(latitude: -90, longitude: 180).latitude) == -90
            }
            for (latitude, longitude) in [(91.0, 0.0), (0.0, -180.5), (Double.nan, 0.0)] {
                it("rejects \(latitude),\(longitude)") {
                    var caught: WeatherError?
                    do { _ = try Coordinates(latitude: latitude, longitude: longitude) } catch let error as WeatherError { caught = error }
                    expect(caught?.message).to(beginWith("invalid coordinates"))
                }
            }
        }
        describe("Units") {
            it("converts kelvin to celsius and fahrenheit") {
                expect(Units.metric.temperature(.kelvin(273.15))).to(beCloseTo(0))
                expect(Units.imperial.temperature(.kelvin(373.15))).to(beCloseTo(212))
                expect(Units.kelvin.temperature(.kelvin(280))).to(beCloseTo(280))
            }
            it("converts celsius once, and keeps it as given for metric") {
                expect(Units.metric.temperature(.celsius(10.8))) == 10.8
                expect(Units.imperial.temperature(.celsius(100))).to(beCloseTo(212))
                expect(Units.kelvin.temperature(.celsius(0))).to(beCloseTo(273.15))
            }
            it("converts metres per second to miles per hour for imperial") {
                expect(Units.imperial.speed(fromMetresPerSecond: 10)).to(beCloseTo(22.369, within: 0.001))
            }
        }
        describe("CompassPoint") {
            it("names the 16 points") {
                expect(CompassPoint.name(forDegrees: 0)) == "N"
                expect(CompassPoint.name(forDegrees: 80)) == "E"
                expect(CompassPoint.name(forDegrees: 250)) == "WSW"
                expect(CompassPoint.name(forDegrees: 359)) == "N"
                expect(CompassPoint.name(forDegrees: -90)) == "W"
            }
        }
    }
}
