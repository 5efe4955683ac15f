import Composition
import CompositionTesting
import Foundation
import PeopleRouletteAssemblies
import Platform
import SpecKit

/// Every `--json` output of people-roulette conforms to its documented schema
/// (docs/schemas/people-roulette.json and framework.json, described in docs/JSON.md).
final class JSONSchemasSpec: Spec {
    override func spec() {
        describe("people-roulette --json") {
            let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("docs/schemas")
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("JSONSchemasSpec-\(UUID().uuidString)")
            afterEach { try? FileManager.default.removeItem(at: root) }
            var console = BufferedConsole()
            beforeEach { console = BufferedConsole() }

            func run(_ arguments: String...) async -> ExitCode {
                await PeopleRouletteApp.application.run(arguments, platform: .doubles(root: root, console: console))
            }
            func schema(_ name: String, in file: String = "people-roulette.json") throws -> JSONSchema {
                try JSONSchema.load(contentsOf: docs.appendingPathComponent(file)).definition(name)
            }

            it("prints a pick as documented, the bundled list marked as sample data") {
                do { let status = await run("pick", "2", "--json"); expect(status) == .success }
                expect(console.output.text).to(conformToJSONSchema(try schema("pick")))
                expect(console.output.text).to(contain("\"provider\" : \"bundled\""))
                expect(console.output.text).to(contain("\"sample\" : true"))
            }
            it("prints users, show and refresh as documented, each person the same Person object") {
                do { let status = await run("users", "--json"); expect(status) == .success }
                expect(console.output.text).to(conformToJSONSchema(try schema("users")))
                console = BufferedConsole()
                do { let status = await run("show", "ada", "--json"); expect(status) == .success }
                expect(console.output.text).to(conformToJSONSchema(try schema("show")))
                console = BufferedConsole()
                do { let status = await run("refresh", "--json"); expect(status) == .success }
                expect(console.output.text).to(conformToJSONSchema(try schema("refresh")))
            }
            it("prints an empty history as [] and a history as documented") {
                do { let status = await run("history", "--json"); expect(status) == .success }
                expect(console.output.text) == "[]\n"
                expect(console.output.text).to(conformToJSONSchema(try schema("history")))
                _ = await run("pick", "3")
                console = BufferedConsole()
                do { let status = await run("history", "--json"); expect(status) == .success }
                expect(console.output.text).to(conformToJSONSchema(try schema("history")))
                expect(console.output.text).to(contain("\"company\""))
            }
            it("prints config and graph as documented") {
                do { let status = await run("config", "--json"); expect(status) == .success }
                expect(console.output.text).to(conformToJSONSchema(try schema("config", in: "framework.json")))
                console = BufferedConsole()
                do { let status = await run("graph", "--json"); expect(status) == .success }
                expect(console.output.text).to(conformToJSONSchema(try schema("graph", in: "framework.json")))
            }
            it("prints errors as documented JSON on standard error, and nothing on standard output") {
                do { let status = await run("pick", "0", "--json"); expect(status) == .usage }
                expect(console.output.text) == ""
                expect(console.error.text).to(conformToJSONSchema(try schema("error", in: "framework.json")))
                expect(console.error.text).to(contain(#""usage":"people-roulette pick [<options>] [<count>]""#))
                console = BufferedConsole()
                do { let status = await run("show", "nobody", "--json"); expect(status) == .notFound }
                expect(console.error.text).to(conformToJSONSchema(try schema("error", in: "framework.json")))
                expect(console.error.text).to(contain(#""exitCode":66"#))
            }
            it("refuses --dot with --json instead of ignoring one") {
                do { let status = await run("graph", "--dot", "--json"); expect(status) == .usage }
                expect(console.error.text).to(contain("'--dot' and '--json' cannot be used together"))
            }
            it("finds a schema wrong when the output departs from it") {
                let violations = try schema("show").violations(of: #"{"person": {"id": "1", "name": "Ada", "age": 3}, "provider": "bundled"}"#)
                expect(violations) == [
                    "$: missing required member \"sample\"",
                    "$.person: member \"age\" is not in the schema",
                    "$.person.id: expected integer, got string",
                ]
            }
        }
    }
}
