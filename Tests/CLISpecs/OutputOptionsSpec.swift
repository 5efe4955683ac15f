import CLI
import SpecKit

final class OutputOptionsSpec: Spec {
    override func spec() {
        describe("OutputValues") {
            it("reads --json and --no-color from a parsed command line") {
                let globals = ExampleTool.invocation(["pick", "--json", "--no-color"]).map(OutputValues.init)
                expect(globals) == OutputValues(json: true, noColor: true)
            }
            it("is all off when no output option is given") {
                let globals = ExampleTool.invocation(["pick", "--env", "test"]).map(OutputValues.init)
                expect(globals) == OutputValues()
            }
        }
        describe("OutputOptions") {
            it("holds only output options: configuration belongs to the program") {
                expect(OutputOptions.all.map(\.declaration.name)) == ["json", "no-color", "quiet", "verbose"]
            }
        }
    }
}
