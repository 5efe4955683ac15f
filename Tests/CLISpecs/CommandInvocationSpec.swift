import CLI
import SpecKit

final class CommandInvocationSpec: Spec {
    override func spec() {
        describe("CommandInvocation") {
            it("names the command as typed") {
                expect(ExampleTool.invocation(["people", "add"])?.commandName) == "roulette people add"
            }
            it("throws a usage error when a positional of another command is read") {
                guard let invocation = ExampleTool.invocation(["add", "Ana"]) else { return fail("expected a run") }
                do {
                    _ = try invocation.value(of: ExampleTool.city)
                    fail("expected an error")
                } catch let error as UsageError {
                    expect(error.message) == "Missing expected argument '<city>'"
                }
            }
            it("reads an option without a default as nil when not given") {
                let option = Option<String>("name", abstract: "A name.")
                let root = Command<Void>("tool", abstract: "", arguments: [option]) { _, _ in }
                guard case let .run(_, invocation)? = try? CommandParser(root: root).parse([]) else { return fail("expected a run") }
                expect(invocation[option]).to(beNil())
                do {
                    _ = try invocation.value(of: option)
                    fail("expected an error")
                } catch let error as UsageError {
                    expect(error.message) == "Missing expected argument '--name <name>'"
                }
            }
        }
    }
}
