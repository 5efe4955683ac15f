import CLI
import Platform
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
            it("reads each value through the declaration that parsed it, not through another of the same name") {
                let parsed = Option<String>("name", abstract: "A name.")
                let namesake = Option<String>("name", abstract: "Another declaration with the same name.")
                let root = Command<Void>("tool", abstract: "", arguments: [parsed]) { _, _ in }
                guard case let .run(_, invocation)? = try? CommandParser(root: root).parse(["--name", "Ada"]) else { return fail("expected a run") }
                expect(invocation[parsed]) == "Ada"
                expect(invocation[namesake]).to(beNil())
            }
            it("keeps a command's option apart from a global one of the same name and another type") {
                let global = Option<String>("level", abstract: "A global level.")
                let own = Option<Int>("level", abstract: "The command's own level.")
                let command = Command<Void>("run", abstract: "", arguments: [own]) { _, _ in }
                let root = Command<Void>("tool", abstract: "", globalOptions: [global], subcommands: [command])
                guard case let .run(_, invocation)? = try? CommandParser(root: root).parse(["run", "--level", "3"]) else {
                    return fail("expected a run")
                }
                expect(invocation[own]) == 3
                expect(invocation[global]).to(beNil())
            }
            it("converts each value once, when parsing, however often it is read") {
                let conversions = LockedValue(0)
                let limit = Option<Int>("limit", abstract: "A limit.", expectation: "expected a number") { _ in
                    conversions.update { $0 += 1 }
                    return true
                }
                let root = Command<Void>("tool", abstract: "", arguments: [limit]) { _, _ in }
                guard case let .run(_, invocation)? = try? CommandParser(root: root).parse(["--limit", "4"]) else { return fail("expected a run") }
                expect(conversions.value) == 1
                expect(invocation[limit]) == 4
                expect(try invocation.value(of: limit)) == 4
                expect(conversions.value) == 1
            }
            it("reads the last of an option given twice, each value converted when met") {
                let conversions = LockedValue(0)
                let limit = Option<Int>("limit", abstract: "A limit.", expectation: "expected a number") { _ in
                    conversions.update { $0 += 1 }
                    return true
                }
                let root = Command<Void>("tool", abstract: "", arguments: [limit]) { _, _ in }
                guard case let .run(_, invocation)? = try? CommandParser(root: root).parse(["--limit", "4", "--limit=9"]) else {
                    return fail("expected a run")
                }
                expect(invocation[limit]) == 9
                expect(conversions.value) == 2
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
