import Foundation

/// A parsed JSON value that keeps what JSON says: `true` is a boolean, `1` an integer, `1.5` a
/// number (Foundation's `JSONSerialization` answers `NSNumber` for all three on Linux).
public indirect enum JSONValue: Sendable, Equatable, Decodable, CustomStringConvertible {
    /// `null`.
    case null
    /// `true` or `false`.
    case boolean(Bool)
    /// A number without a fraction or exponent that fits an `Int`.
    case integer(Int)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object, by member name.
    case object([String: JSONValue])

    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .boolean(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses JSON text, or returns nil when it is not JSON.
    public static func parse(_ text: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    /// `null`, `boolean`, `integer`, `number`, `string`, `array` or `object`: JSON Schema's names.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .boolean: "boolean"
        case .integer: "integer"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The value as a number, for `minimum` and `maximum`.
    var numeric: Double? {
        switch self {
        case let .integer(value): Double(value)
        case let .number(value): value
        default: nil
        }
    }

    /// The value written as JSON on one line, object members sorted by name, for failure messages.
    public var description: String {
        switch self {
        case .null: "null"
        case let .boolean(value): String(value)
        case let .integer(value): String(value)
        case let .number(value): String(value)
        case let .string(value): "\"\(value)\""
        case let .array(values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case let .object(members): "{" + members.keys.sorted().map { "\"\($0)\": \(members[$0]?.description ?? "")" }.joined(separator: ", ") + "}"
        }
    }
}
