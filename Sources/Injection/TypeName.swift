/// A type's name as people write it, without module prefixes: `UsersHandling`, `Array<String>`,
/// `Optional<APIRequesting>`, and a constrained existential as its declaration spells it,
/// `any RecordStoring<CachedRates>`, where the runtime says
/// `any RecordStoring<Self.RecordPurging.Record == CachedRates>`. Errors, validation reports,
/// diagnostics and the bindings of an app name types with it.
///
/// ```swift
/// typeName((any RecordStoring<CachedRates>).self)   // "any RecordStoring<CachedRates>"
/// typeName((any UsersHandling).self)                // "UsersHandling"
/// ```
public func typeName(_ type: Any.Type) -> String {
    // The same text as `String(describing: type)`, without its three run-time conformance
    // lookups per type (each a scan of every conformance record of the process): an app names
    // every service it registers at start-up, and with `String(describing:)` that cost
    // people-roulette's static `pick 2` 17 M instructions (callgrind), three times the rest.
    let name = _typeName(type, qualified: false)
    return TypeNameText.mentionsSelf(name) ? TypeNameText.withoutRequirements(name) : name
}

/// The rewriting behind `typeName(_:)`.
enum TypeNameText {
    /// Whether `name` holds `Self.`, as the runtime's spelling of a constrained existential does.
    ///
    /// A scan of the UTF-8 bytes rather than `name.contains("Self.")`: that overload comes from
    /// `_StringProcessing`, whose generic searcher cost 0.7 M instructions (callgrind, static
    /// release build) at every start of `fx convert` in Examples/Fx, which names 28 types while
    /// assembling.
    static func mentionsSelf(_ name: String) -> Bool {
        let pattern = Array("Self.".utf8)
        var matched = 0
        for byte in name.utf8 {
            if byte == pattern[matched] {
                matched += 1
                if matched == pattern.count { return true }
            } else {
                // No proper prefix of "Self." recurs in it, so a mismatch restarts the match at this byte.
                matched = byte == pattern[0] ? 1 : 0
            }
        }
        return false
    }

    /// `P<Self.A.Record == X, Self.B == Y>` becomes `P<X, Y>`, at every depth of generic
    /// arguments; every other character is kept.
    static func withoutRequirements(_ name: String) -> String {
        var result = ""
        var rest = Substring(name)
        while let open = rest.firstIndex(of: "<") {
            // Whole strings appended, never a Substring: `+=` of a Substring is the standard
            // library's generic `append(contentsOf:)`, unspecialised here, with run-time lookups.
            result += String(rest[..<open])
            guard let close = matchingClose(in: rest, from: open) else { return result + String(rest) }
            let arguments = split(rest[rest.index(after: open)..<close]).map { argument -> String in
                var argument = argument
                if argument.hasPrefix("Self."), let type = typeAfterEquals(argument) { argument = type }
                return withoutRequirements(String(argument))
            }
            result += "<"
            for (position, argument) in arguments.enumerated() {
                if position > 0 { result += ", " }
                result += argument
            }
            result += ">"
            rest = rest[rest.index(after: close)...]
        }
        return result + String(rest)
    }

    /// `X` of `Self.A.Record == X`, or nil when there is no ` == `.
    private static func typeAfterEquals(_ requirement: Substring) -> Substring? {
        let separator = " == "
        var index = requirement.startIndex
        while index < requirement.endIndex {
            if requirement[index...].hasPrefix(separator) {
                return requirement[requirement.index(index, offsetBy: separator.count)...]
            }
            index = requirement.index(after: index)
        }
        return nil
    }

    /// The `>` that closes the `<` at `open`; the `>` of a function arrow (`->`) closes nothing.
    private static func matchingClose(in text: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var previous: Character = " "
        for index in text[open...].indices {
            let character = text[index]
            if character == "<" {
                depth += 1
            } else if character == ">", previous != "-" {
                depth -= 1
                if depth == 0 { return index }
            }
            previous = character
        }
        return nil
    }

    /// The arguments of a generic argument list, split at its top-level commas.
    private static func split(_ list: Substring) -> [Substring] {
        var arguments: [Substring] = []
        var depth = 0
        var start = list.startIndex
        var previous: Character = " "
        for index in list.indices {
            switch list[index] {
            case "<", "(", "[": depth += 1
            case ">" where previous != "-", ")", "]": depth -= 1
            case "," where depth == 0:
                arguments.append(list[start..<index])
                start = list.index(after: index)
            default: break
            }
            previous = list[index]
        }
        arguments.append(list[start...])
        return arguments.map { $0.drop { $0 == " " } }
    }
}
