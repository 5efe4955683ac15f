import CLI
import Platform
import SpecKit
import Weather
import WeatherCLI

final class LevelColourTerminalSpec: Spec {
    override func spec() {
        describe("LevelColour on a terminal") {
            func written(_ colour: LevelColour, colourOn: Bool) throws -> String {
                let console = BufferedConsole()
                let output = CommandOutput(console: console, style: TerminalStyle(isEnabled: colourOn), errorStyle: .plain, isJSON: false)
                try output.line("\("x", graphicRendition: colour.ansiCode)")
                return console.output.text
            }
            let codes: [(LevelColour, String)] = [(.green, "32"), (.yellow, "33"), (.orange, "38;5;208"), (.red, "31"), (.violet, "38;5;135")]
            for (colour, code) in codes {
                it("writes \(colour.rawValue) with code \(code) when colour is on") {
                    expect(try written(colour, colourOn: true)) == "\u{1B}[\(code)mx\u{1B}[0m\n"
                }
            }
            it("leaves None plain") {
                expect(try written(.none, colourOn: true)) == "x\n"
            }
            it("leaves everything plain when colour is off") {
                expect(try written(.violet, colourOn: false)) == "x\n"
            }
        }
    }
}
