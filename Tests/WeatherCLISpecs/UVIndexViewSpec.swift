import SpecKit
import Weather
import WeatherCLI

final class UVIndexViewSpec: Spec {
    override func spec() {
        describe("UVIndexView") {
            it("shows the index with one decimal, its band and the observation time") {
                expect(try rendered { try UVIndexView.render(SampleReports.uv, to: $0) }).to(matchSnapshot(named: "uv"))
            }
            it("colours the reading by its band on a terminal") {
                expect(try rendered(colour: true) { try UVIndexView.render(SampleReports.uv, to: $0) }).to(
                    contain("\u{1B}[38;5;135m11.3 Extreme\u{1B}[0m")
                )
            }
            context("in its short form") {
                it("shows one line") {
                    expect(try rendered { try UVIndexView.renderShort(SampleReports.uv, to: $0) }) == "UV 11.3 Extreme\n"
                }
                it("colours the line on a terminal") {
                    expect(try rendered(colour: true) { try UVIndexView.renderShort(SampleReports.uv, to: $0) })
                        == "\u{1B}[38;5;135mUV 11.3 Extreme\u{1B}[0m\n"
                }
            }
        }
    }
}
