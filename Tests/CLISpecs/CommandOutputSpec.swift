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
                expect(console.error.text.contains("Working")) == true
            }
        }
    }
}
