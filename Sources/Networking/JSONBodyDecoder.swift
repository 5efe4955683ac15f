import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes JSON bodies and turns `DecodingError` into `APIError.unexpectedBody` with the path of
/// the bad field written as in JavaScript: `[2].company.name`.
struct JSONBodyDecoder: Sendable {
    let decoder: JSONDecoder

    func decode<T: Decodable>(_ type: T.Type, from response: APIResponse) throws(APIError) -> T {
        do {
            return try decoder.decode(type, from: response.body)
        } catch let error as DecodingError {
            let (path, problem) = Self.describe(error)
            throw .unexpectedBody(endpoint: response.endpoint, fieldPath: path, problem: problem)
        } catch {
            throw .unexpectedBody(endpoint: response.endpoint, fieldPath: "", problem: "it could not be decoded")
        }
    }

    /// The path of the bad field and what is wrong with it.
    static func describe(_ error: DecodingError) -> (path: String, problem: String) {
        switch error {
        case .keyNotFound(let key, let context):
            return (fieldPath(context.codingPath + [key]), "is missing")
        case .valueNotFound(let type, let context):
            return (fieldPath(context.codingPath), "is null, but \(expected(type)) is required")
        case .typeMismatch(let type, let context):
            let found = foundKind(in: context.debugDescription).map { " but found \($0)" } ?? ""
            return (fieldPath(context.codingPath), "should be \(expected(type))\(found)")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return ("", "is not valid JSON")
            }
            return (fieldPath(context.codingPath), "has an invalid value (\(context.debugDescription))")
        @unknown default:
            return ("", "could not be decoded")
        }
    }

    /// `[2].company.name` from the keys the decoder went through; empty for the top level.
    static func fieldPath(_ codingPath: [any CodingKey]) -> String {
        var path = ""
        for key in codingPath {
            if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue.isEmpty {
                path += "[\(index)]"
            } else if isPlainName(key.stringValue) {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            } else {
                let escaped = key.stringValue.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
                path += "[\"\(escaped)\"]"
            }
        }
        return path
    }

    private static func isPlainName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.numericType == nil else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == "$" }
    }

    /// Blanks, line breaks and punctuation, as the decoder's messages end with them.
    private static func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    private static func expected(_ type: Any.Type) -> String {
        let name = String(describing: type)
        switch type {
        case is String.Type, is Substring.Type, is Character.Type:
            return "a string"
        case is Bool.Type:
            return "true or false"
        case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type,
            is UInt.Type, is UInt8.Type, is UInt16.Type, is UInt32.Type, is UInt64.Type,
            is Double.Type, is Float.Type, is Decimal.Type:
            return "a number"
        default:
            if name.hasPrefix("Dictionary<") { return "an object" }
            if name.hasPrefix("Array<") { return "an array" }
            return "a value of type \(name)"
        }
    }

    /// What the decoder says it found, from messages like
    /// "Expected to decode String but found number instead.".
    private static func foundKind(in debugDescription: String) -> String? {
        guard let start = debugDescription.firstRange(of: "but found ") else { return nil }
        let rest = debugDescription[start.upperBound...]
        let end = rest.firstRange(of: " instead")?.lowerBound ?? rest.endIndex
        let kind = rest[..<end].trimming(where: Self.isTrimmed)
        guard !kind.isEmpty, kind.count < 40 else { return nil }
        let article = kind.hasPrefix("a ") || kind.hasPrefix("an ") ? "" : (("aeiou".contains(kind.prefix(1).lowercased())) ? "an " : "a ")
        return article + kind
    }
}
