import CLI
import SpecKit
import Weather
import WeatherCLI

final class LevelColourTerminalSpec: Spec {
    override func spec() {
        describe("LevelColour.paint") {
            let codes: [(LevelColour, String)] = [(.green, "32"), (.yellow, "33"), (.orange, "38;5;208"), (.red, "31"), (.violet, "38;5;135")]
            for (colour, code) in codes {
                it("paints \(colour.rawValue) with code \(code) when colour is on") {
                    expect(colour.paint("x", style: TerminalStyle(isEnabled: true))) == "\u{1B}[\(code)mx\u{1B}[0m"
                }
            }
            it("leaves None plain") {
                expect(LevelColour.none.paint("x", style: TerminalStyle(isEnabled: true))) == "x"
            }
            it("leaves everything plain when colour is off") {
                expect(LevelColour.violet.paint("x", style: .plain)) == "x"
            }
        }
    }
}
