import CLI
import Platform
import SpecKit

final class TerminalStyleSpec: Spec {
    override func spec() {
        describe("TerminalStyle") {
            let terminal = BufferedOutput(isTerminal: true)
            let pipe = BufferedOutput(isTerminal: false)

            it("colours a terminal") {
                let style = TerminalStyle.detect(for: terminal, environment: DictionaryEnvironment([:]), noColorFlag: false)
                expect(style.isEnabled) == true
                expect(style.red("x")) == "\u{1B}[31mx\u{1B}[0m"
                expect(style.bold("x")) == "\u{1B}[1mx\u{1B}[0m"
            }
            it("never colours what is not a terminal") {
                let style = TerminalStyle.detect(for: pipe, environment: DictionaryEnvironment([:]), noColorFlag: false)
                expect(style.isEnabled) == false
                expect(style.red("x")) == "x"
            }
            it("never colours when NO_COLOR is set, whatever its value") {
                expect(TerminalStyle.detect(for: terminal, environment: ["NO_COLOR": "1"] as DictionaryEnvironment, noColorFlag: false).isEnabled)
                    == false
                expect(TerminalStyle.detect(for: terminal, environment: ["NO_COLOR": "false"] as DictionaryEnvironment, noColorFlag: false).isEnabled)
                    == false
            }
            it("ignores an empty NO_COLOR, as no-color.org says") {
                expect(TerminalStyle.detect(for: terminal, environment: ["NO_COLOR": ""] as DictionaryEnvironment, noColorFlag: false).isEnabled)
                    == true
            }
            it("never colours with --no-color") {
                expect(TerminalStyle.detect(for: terminal, environment: DictionaryEnvironment([:]), noColorFlag: true).isEnabled) == false
            }
            it("never colours a dumb terminal") {
                expect(TerminalStyle.detect(for: terminal, environment: ["TERM": "dumb"] as DictionaryEnvironment, noColorFlag: false).isEnabled)
                    == false
            }
            it("colours a pipe when FORCE_COLOR or CLICOLOR_FORCE is set, not empty and not 0") {
                expect(TerminalStyle.detect(for: pipe, environment: ["FORCE_COLOR": "1"] as DictionaryEnvironment, noColorFlag: false).isEnabled)
                    == true
                expect(TerminalStyle.detect(for: pipe, environment: ["CLICOLOR_FORCE": "1"] as DictionaryEnvironment, noColorFlag: false).isEnabled)
                    == true
                expect(TerminalStyle.detect(for: pipe, environment: ["FORCE_COLOR": "0"] as DictionaryEnvironment, noColorFlag: false).isEnabled)
                    == false
                expect(TerminalStyle.detect(for: pipe, environment: ["FORCE_COLOR": ""] as DictionaryEnvironment, noColorFlag: false).isEnabled)
                    == false
                expect(
                    TerminalStyle.detect(
                        for: terminal,
                        environment: ["FORCE_COLOR": "1", "TERM": "dumb"] as DictionaryEnvironment,
                        noColorFlag: false
                    ).isEnabled
                ) == true
            }
            it("lets NO_COLOR and --no-color win over FORCE_COLOR") {
                expect(
                    TerminalStyle.detect(for: pipe, environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"] as DictionaryEnvironment, noColorFlag: false)
                        .isEnabled
                ) == false
                expect(TerminalStyle.detect(for: pipe, environment: ["CLICOLOR_FORCE": "1"] as DictionaryEnvironment, noColorFlag: true).isEnabled)
                    == false
            }
            it("leaves empty text alone") {
                expect(TerminalStyle(isEnabled: true).green("")) == ""
            }
        }
    }
}
