import Foundation

/// Where a JSON document stopped fitting the type it was decoded into, in words: the path of the
/// bad field as JavaScript writes it (`[2].company.name`, empty for the whole document) and what
/// is wrong with it (`should be a string but found a number`).
struct DecodingProblem: Sendable, Equatable {
    let fieldPath: String
    let problem: String

    init(fieldPath: String, problem: String) {
        self.fieldPath = fieldPath
        self.problem = problem
    }

    init(_ error: DecodingError) {
        switch error {
        case let .keyNotFound(key, context):
            self.init(fieldPath: Self.path(context.codingPath + [key]), problem: "is missing")
        case let .valueNotFound(type, context):
            self.init(fieldPath: Self.path(context.codingPath), problem: "is null but should be \(Self.kind(of: type))")
        case let .typeMismatch(type, context):
            let found = Self.found(in: context.debugDescription).map { " but found \($0)" } ?? ""
            self.init(fieldPath: Self.path(context.codingPath), problem: "should be \(Self.kind(of: type))\(found)")
        case let .dataCorrupted(context):
            self.init(fieldPath: Self.path(context.codingPath), problem: context.codingPath.isEmpty ? "is not valid JSON" : "has an invalid value")
        @unknown default:
            self.init(fieldPath: "", problem: "could not be decoded")
        }
    }

    /// `[2].company.name` from the keys the decoder went through.
    static func path(_ keys: [any CodingKey]) -> String {
        var path = ""
        for key in keys {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return path
    }

    static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is Int.Type, is Double.Type: return "a number"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return "an object"
        }
    }

    /// "a number" from "Expected to decode String but found number instead."
    static func found(in description: String) -> String? {
        guard let start = description.range(of: "but found ") else { return nil }
        let rest = description[start.upperBound...]
        let end = rest.range(of: " instead")?.lowerBound ?? rest.endIndex
        var word = rest[..<end].trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        for article in ["a ", "an "] where word.hasPrefix(article) { word.removeFirst(article.count) }
        if word == "dictionary" { word = "object" }
        if word == "null value" { word = "null" }
        guard !word.isEmpty, word.count < 30 else { return nil }
        if word == "null" { return word }
        return ("aeiou".contains(word.prefix(1)) ? "an " : "a ") + word
    }
}
