import CLI
import SpecKit

final class GlobalOptionsSpec: Spec {
    override func spec() {
        describe("GlobalValues") {
            it("reads --json and --no-color from a parsed command line") {
                let globals = ExampleTool.invocation(["pick", "--json", "--no-color"]).map(GlobalValues.init)
                expect(globals) == GlobalValues(json: true, noColor: true)
            }
            it("is all off when no output option is given") {
                let globals = ExampleTool.invocation(["pick", "--env", "test"]).map(GlobalValues.init)
                expect(globals) == GlobalValues()
            }
        }
        describe("GlobalOptions") {
            it("holds only output options: configuration belongs to the program") {
                expect(GlobalOptions.all.map(\.declaration.name)) == ["json", "no-color", "quiet", "verbose"]
            }
        }
    }
}
