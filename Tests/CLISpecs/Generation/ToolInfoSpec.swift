import CLI
import Foundation
import SpecKit

/// `--experimental-dump-help`: the example tool in swift-argument-parser's ToolInfoV0 shape.
final class ToolInfoSpec: Spec {
    override func spec() {
        describe("--experimental-dump-help") {
            func dump() throws -> [String: Any] {
                guard case let .help(text) = try CommandParser(root: ExampleTool.root).parse(["--experimental-dump-help"]),
                    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
                else { return [:] }
                return object
            }

            it("is serialization version 0 with the root command and its subcommands, nested") {
                let info = try dump()
                expect(info["serializationVersion"] as? Int) == 0
                let command = info["command"] as? [String: Any] ?? [:]
                expect(command["commandName"] as? String) == "roulette"
                expect(command["abstract"] as? String) == "Pick people at random."
                let subcommands = command["subcommands"] as? [[String: Any]] ?? []
                expect(subcommands.compactMap { $0["commandName"] as? String }) == ["pick", "add", "weather", "people", "group"]
                let people = subcommands.first { $0["commandName"] as? String == "people" } ?? [:]
                expect(people["superCommands"] as? [String]) == ["roulette"]
                expect(people["defaultSubcommand"] as? String) == "pick"
                expect((people["subcommands"] as? [[String: Any]])?.first?["superCommands"] as? [String]) == ["roulette", "people"]
            }
            it("describes each argument: kind, names, value, default, values and completion") {
                let pick = ((try dump()["command"] as? [String: Any])?["subcommands"] as? [[String: Any]])?.first ?? [:]
                let arguments = pick["arguments"] as? [[String: Any]] ?? []
                let format = arguments.first { ($0["preferredName"] as? [String: String])?["name"] == "format" } ?? [:]
                expect(format["kind"] as? String) == "option"
                expect(format["isOptional"] as? Bool) == true
                expect(format["valueName"] as? String) == "format"
                expect(format["defaultValue"] as? String) == "table"
                expect(format["allValues"] as? [String]) == ["table", "list"]
                expect((format["completionKind"] as? [String: Any])?["list"] as? [String: [String]]) == ["values": ["table", "list"]]
                expect((format["names"] as? [[String: String]])) == [["kind": "long", "name": "format"], ["kind": "short", "name": "f"]]
                let count = arguments.first { $0["valueName"] as? String == "count" } ?? [:]
                expect(count["kind"] as? String) == "positional"
                let json = arguments.first { ($0["preferredName"] as? [String: String])?["name"] == "json" } ?? [:]
                expect(json["kind"] as? String) == "flag"
                expect(json["sectionTitle"] as? String) == "Global Options"
                let help = arguments.first { ($0["preferredName"] as? [String: String])?["name"] == "help" } ?? [:]
                expect(help["kind"] as? String) == "flag"
            }
        }
    }
}
