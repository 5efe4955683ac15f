import Foundation
import SpecKit

final class JSONSchemaSpec: Spec {
    override func spec() {
        describe("JSONSchema") {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("JSONSchemaSpec-\(UUID().uuidString)")
            afterEach { try? FileManager.default.removeItem(at: directory) }
            func schema(_ text: String) throws -> JSONSchema {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                let file = directory.appendingPathComponent("schema.json")
                try Data(text.utf8).write(to: file)
                return try JSONSchema.load(contentsOf: file)
            }
            let document = """
                {"$defs": {
                  "Person": {"type": "object", "required": ["id", "name"], "additionalProperties": false,
                             "properties": {"id": {"type": "integer", "minimum": 1}, "name": {"type": "string"}, "admin": {"type": "boolean"}}},
                  "list": {"type": "object", "required": ["people"],
                           "properties": {"people": {"type": "array", "items": {"$ref": "#/$defs/Person"}}, "units": {"enum": ["metric", "imperial"]}}}
                }}
                """

            it("accepts a value that conforms, through references") {
                let list = try schema(document).definition("list")
                expect(list.violations(of: #"{"people": [{"id": 1, "name": "Ada", "admin": true}], "units": "metric"}"#)) == []
                expect(#"{"people": []}"#).to(conformToJSONSchema(list))
            }
            it("lists every violation with its path") {
                let list = try schema(document).definition("list")
                expect(list.violations(of: #"{"people": [{"id": 0, "name": 3}, {"id": 1.5, "name": "B", "extra": null}], "units": "kelvin"}"#)) == [
                    "$.people[0].id: 0 is below the minimum 1.0",
                    "$.people[0].name: expected string, got integer",
                    "$.people[1]: member \"extra\" is not in the schema",
                    "$.people[1].id: expected integer, got number",
                    "$.units: \"kelvin\" is not one of \"metric\", \"imperial\"",
                ]
            }
            it("tells booleans from numbers") {
                let person = try schema(document).definition("Person")
                expect(person.violations(of: #"{"id": true, "name": "Ada", "admin": 1}"#)) == [
                    "$.admin: expected boolean, got integer",
                    "$.id: expected integer, got boolean",
                ]
            }
            it("refuses text that is not JSON, and a definition that does not exist") {
                let document = try schema(document)
                expect(document.definition("Person").violations(of: "{")) == ["$: not valid JSON"]
                expect(document.definition("nothing").violations(of: "{}")).toNot(beEmpty())
                expect(document.definitionNames) == ["Person", "list"]
            }
            it("does not match a value that departs from the schema") {
                let person = try schema(document).definition("Person")
                expect(#"{"id": 1}"#).toNot(conformToJSONSchema(person))
                expect(person.name) == "schema.json#/$defs/Person"
            }
        }
    }
}
