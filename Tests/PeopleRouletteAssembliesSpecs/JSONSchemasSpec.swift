import Composition
import CompositionTesting
import Foundation
import PeopleRouletteAssemblies
import Platform
import SpecKit
import SpecKitRobot

/// Every `--json` output of people-roulette conforms to its documented schema
/// (docs/schemas/people-roulette.json and framework.json, described in docs/JSON.md).
final class JSONSchemasSpec: Spec {
    override func spec() {
        describe("people-roulette --json") {
            let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("docs/schemas")
            var robot: CommandRobot!
            var result: CommandResult!
            justBeforeEach { try await PeopleRouletteApp.application.test(.inProcess) { robot = $0 } }

            /// Runs the app in-process, at the depth `.inProcess`; `result` is what it did.
            func run(_ arguments: String...) async throws {
                result = try await robot.arguments(arguments).run()
            }
            func schema(_ name: String, in file: String = "people-roulette.json") throws -> JSONSchema {
                try JSONSchema.load(contentsOf: docs.appendingPathComponent(file)).definition(name)
            }

            it("prints a pick as documented, the bundled list marked as sample data") {
                try await run("pick", "2", "--json")
                expect(result.exitCode) == ExitCode.success.rawValue
                expect(result.standardOutput).to(conformToJSONSchema(try schema("pick")))
                expect(result.standardOutput).to(contain("\"provider\" : \"bundled\""))
                expect(result.standardOutput).to(contain("\"sample\" : true"))
            }
            it("prints users, show and refresh as documented, each person the same Person object") {
                try await run("users", "--json")
                expect(result.exitCode) == ExitCode.success.rawValue
                expect(result.standardOutput).to(conformToJSONSchema(try schema("users")))
                try await run("show", "ada", "--json")
                expect(result.exitCode) == ExitCode.success.rawValue
                expect(result.standardOutput).to(conformToJSONSchema(try schema("show")))
                try await run("refresh", "--json")
                expect(result.exitCode) == ExitCode.success.rawValue
                expect(result.standardOutput).to(conformToJSONSchema(try schema("refresh")))
            }
            it("prints an empty history as [] and a history as documented") {
                try await run("history", "--json")
                expect(result.exitCode) == ExitCode.success.rawValue
                expect(result.standardOutput) == "[]\n"
                expect(result.standardOutput).to(conformToJSONSchema(try schema("history")))
                try await run("pick", "3")
                try await run("history", "--json")
                expect(result.exitCode) == ExitCode.success.rawValue
                expect(result.standardOutput).to(conformToJSONSchema(try schema("history")))
                expect(result.standardOutput).to(contain("\"company\""))
            }
            it("prints config and graph as documented") {
                try await run("config", "--json")
                expect(result.exitCode) == ExitCode.success.rawValue
                expect(result.standardOutput).to(conformToJSONSchema(try schema("config", in: "framework.json")))
                try await run("graph", "--json")
                expect(result.exitCode) == ExitCode.success.rawValue
                expect(result.standardOutput).to(conformToJSONSchema(try schema("graph", in: "framework.json")))
            }
            it("prints errors as documented JSON on standard error, and nothing on standard output") {
                try await run("pick", "0", "--json")
                expect(result.exitCode) == ExitCode.usage.rawValue
                expect(result.standardOutput) == ""
                expect(result.standardError).to(conformToJSONSchema(try schema("error", in: "framework.json")))
                expect(result.standardError).to(contain(#""usage":"people-roulette pick [<options>] [<count>]""#))
                try await run("show", "nobody", "--json")
                expect(result.exitCode) == ExitCode.notFound.rawValue
                expect(result.standardError).to(conformToJSONSchema(try schema("error", in: "framework.json")))
                expect(result.standardError).to(contain(#""exitCode":66"#))
            }
            it("refuses --dot with --json instead of ignoring one") {
                try await run("graph", "--dot", "--json")
                expect(result.exitCode) == ExitCode.usage.rawValue
                expect(result.standardError).to(contain("'--dot' and '--json' cannot be used together"))
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
