import CLI
import Platform
import SpecKit

final class CommandOutputSpec: Spec {
    override func spec() {
        describe("CommandOutput") {
            it("styles standard output only when it is a terminal") {
                let globals = ExampleTool.invocation(["pick"]).map(OutputValues.init)
                guard let globals else { return fail("expected globals") }
                let terminal = CommandOutput(console: BufferedConsole(isTerminal: true), environment: DictionaryEnvironment([:]), globals: globals)
                let pipe = CommandOutput(console: BufferedConsole(isTerminal: false), environment: DictionaryEnvironment([:]), globals: globals)
                expect(terminal.style.isEnabled) == true
                expect(pipe.style.isEnabled) == false
            }
            it("writes lines, tables and JSON to standard output") {
                let console = BufferedConsole()
                let output = CommandOutput(console: console, style: .plain, errorStyle: .plain, isJSON: false)
                try output.line("hello")
                try output.table(Table(headers: ["A"], rows: [["1"]]))
                try output.json(["k": 1])
                expect(console.output.text) == "hello\nA\n1\n{\n  \"k\" : 1\n}\n"
                expect(console.error.text) == ""
            }
            it("writes lines with their control characters escaped, newlines and tabs kept") {
                let console = BufferedConsole()
                let output = CommandOutput(console: console, style: .plain, errorStyle: .plain, isJSON: false)
                try output.line("stored from /tmp/te\u{1B}[2Jam.txt\u{9B}\tok")
                try output.write("a\nb\u{202E}\n")
                expect(console.output.text) == "stored from /tmp/te\\u{1B}[2Jam.txt\\u{9B}\tok\na\nb\\u{202E}\n"
            }
            it("styles a styled line on a terminal, and escapes every sequence its text holds") {
                let console = BufferedConsole(isTerminal: true)
                let style = TerminalStyle(isEnabled: true)
                let output = CommandOutput(console: console, style: style, errorStyle: style, isJSON: false)
                let place = "A Coruña\u{1B}]0;title\u{07}\u{1B}[31m"
                try output.line("\(bold: place): \("rain", graphicRendition: "34")")
                expect(console.output.text) == "\u{1B}[1mA Coruña\\u{1B}]0;title\\u{07}\\u{1B}[31m\u{1B}[0m: \u{1B}[34mrain\u{1B}[0m\n"
            }
            it("escapes a colour sequence in a plain line, even one its style would write") {
                let console = BufferedConsole(isTerminal: true)
                let style = TerminalStyle(isEnabled: true)
                let output = CommandOutput(console: console, style: style, errorStyle: style, isJSON: false)
                try output.line("\(style.bold("Bob")) \u{1B}[32mgreen")
                expect(console.output.text) == "\\u{1B}[1mBob\\u{1B}[0m \\u{1B}[32mgreen\n"
            }
            it("writes a styled line plain when its style is off") {
                let console = BufferedConsole()
                let output = CommandOutput(console: console, style: .plain, errorStyle: .plain, isJSON: false)
                try output.line("\(bold: "Bob\u{1B}[2J") says hi")
                expect(console.output.text) == "Bob\\u{1B}[2J says hi\n"
            }
            it("writes JSON as JSON escapes it") {
                let console = BufferedConsole()
                let output = CommandOutput(console: console, style: .plain, errorStyle: .plain, isJSON: true)
                try output.json(["name": "Bob\u{1B}[2J"])
                expect(console.output.text).to(contain(#""Bob\u001b[2J""#))
            }
            it("spins on standard error, never on standard output") {
                let console = BufferedConsole(isTerminal: true)
                let output = CommandOutput(console: console, style: .plain, errorStyle: .plain, isJSON: false, sleeper: ImmediateSleeper())
                await output.withSpinner("Working") {
                    var polls = 0
                    while console.error.text.isEmpty, polls < 100_000 {
                        await Task.yield()
                        polls += 1
                    }
                }
                expect(console.output.text) == ""
                expect(console.error.text).to(contain("Working"))
            }
        }
    }
}
