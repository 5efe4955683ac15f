import Foundation

/// A JSON Schema (the subset documentation needs) to check a program's JSON output against:
/// `type` (a name or a list of names), `properties`, `required`, `additionalProperties: false`,
/// `items`, `enum`, `const`, `minimum`, `maximum`, `minItems`, and `$ref` to `#/$defs/<name>`.
/// Other keywords are ignored. Load a document once, check values against its definitions:
///
/// ```swift
/// let schemas = try JSONSchema.load(contentsOf: docs.appendingPathComponent("schemas/people-roulette.json"))
/// expect(output).to(conformToJSONSchema(schemas.definition("pick")))
/// ```
public struct JSONSchema: Sendable {
    let document: JSONValue
    let schema: JSONValue
    /// Where the schema came from, for messages: `people-roulette.json#/$defs/pick`.
    public let name: String

    /// The whole document at `url` as a schema.
    public static func load(contentsOf url: URL) throws -> JSONSchema {
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        guard let document = JSONValue.parse(text), case .object = document else {
            throw SchemaError(message: "\(url.lastPathComponent) is not a JSON object")
        }
        return JSONSchema(document: document, schema: document, name: url.lastPathComponent)
    }

    /// The definition `#/$defs/<name>` of the same document (one that rejects everything when
    /// there is no such definition).
    public func definition(_ definition: String) -> JSONSchema {
        let base = name.split(separator: "#").first.map(String.init) ?? name
        return JSONSchema(
            document: document,
            schema: Self.definitions(of: document)[definition] ?? .object(["not": .object([:])]),
            name: "\(base)#/$defs/\(definition)"
        )
    }

    /// The names of the document's definitions.
    public var definitionNames: [String] { Self.definitions(of: document).keys.sorted() }

    /// Every way `text` (JSON) departs from the schema, each with its path (`$.people[0].id`);
    /// empty when it conforms.
    public func violations(of text: String) -> [String] {
        guard let value = JSONValue.parse(text) else { return ["$: not valid JSON"] }
        var found: [String] = []
        check(value, against: schema, at: "$", depth: 0, into: &found)
        return found
    }

    struct SchemaError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    private static func definitions(of document: JSONValue) -> [String: JSONValue] {
        guard case let .object(members) = document, case let .object(definitions)? = members["$defs"] else { return [:] }
        return definitions
    }

    private func check(_ value: JSONValue, against schema: JSONValue, at path: String, depth: Int, into found: inout [String]) {
        guard depth < 64 else {
            found.append("\(path): schema nested too deep")
            return
        }
        guard case let .object(rules) = schema else { return }
        if rules["not"] != nil {
            found.append("\(path): no schema \(name)")
            return
        }
        if case let .string(reference)? = rules["$ref"] {
            let prefix = "#/$defs/"
            guard reference.hasPrefix(prefix), let target = Self.definitions(of: document)[String(reference.dropFirst(prefix.count))] else {
                found.append("\(path): unknown $ref \(reference)")
                return
            }
            check(value, against: target, at: path, depth: depth + 1, into: &found)
            return
        }
        var types: [String] = []
        switch rules["type"] {
        case let .string(type)?: types = [type]
        case let .array(list)?: types = list.compactMap { if case let .string(type) = $0 { type } else { nil } }
        default: break
        }
        if !types.isEmpty {
            let actual = value.typeName
            guard types.contains(actual) || (actual == "integer" && types.contains("number")) else {
                found.append("\(path): expected \(types.joined(separator: " or ")), got \(actual)")
                return
            }
        }
        if case let .array(options)? = rules["enum"], !options.contains(value) {
            found.append("\(path): \(value) is not one of \(options.map(\.description).joined(separator: ", "))")
        }
        if let constant = rules["const"], constant != value {
            found.append("\(path): expected \(constant), got \(value)")
        }
        if let number = value.numeric {
            if let minimum = rules["minimum"]?.numeric, number < minimum { found.append("\(path): \(value) is below the minimum \(minimum)") }
            if let maximum = rules["maximum"]?.numeric, number > maximum { found.append("\(path): \(value) is above the maximum \(maximum)") }
        }
        switch value {
        case let .object(members):
            var properties: [String: JSONValue] = [:]
            if case let .object(declared)? = rules["properties"] { properties = declared }
            if case let .array(required)? = rules["required"] {
                for case let .string(key) in required where members[key] == nil {
                    found.append("\(path): missing required member \"\(key)\"")
                }
            }
            for key in members.keys.sorted() {
                guard let member = members[key] else { continue }
                if let property = properties[key] {
                    check(member, against: property, at: "\(path).\(key)", depth: depth + 1, into: &found)
                } else if rules["additionalProperties"] == .boolean(false) {
                    found.append("\(path): member \"\(key)\" is not in the schema")
                }
            }
        case let .array(items):
            if case let .integer(minimum)? = rules["minItems"], items.count < minimum {
                found.append("\(path): \(items.count) items, expected at least \(minimum)")
            }
            if let itemSchema = rules["items"] {
                for (index, item) in items.enumerated() {
                    check(item, against: itemSchema, at: "\(path)[\(index)]", depth: depth + 1, into: &found)
                }
            }
        default:
            break
        }
    }
}
