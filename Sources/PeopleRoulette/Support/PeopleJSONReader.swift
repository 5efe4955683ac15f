import Platform

/// Reads a JSON array of people (the shape of jsonplaceholder's users) straight from bytes, in
/// one pass, without Foundation's decoder: fast on large files, bounded in depth, and precise in
/// its errors.
///
/// - The whole text is checked as JSON first: a syntax error anywhere wins over a shape problem,
///   and is reported at its byte (`Failure.syntax`).
/// - Arrays and objects may nest at most `maximumDepth` levels (the top-level array is level 1),
///   so no file can exhaust the stack (`Failure.tooDeep`, at the bracket that goes too deep).
/// - The first field that does not fit a person is reported by its path, as JavaScript writes it:
///   `[3].id is out of range: 1e300 is not a whole number from ... to ...`
///   (`Failure.shape`). Unknown fields are skipped, whatever they hold.
///
/// ```swift
/// let people = try PeopleJSONReader.people(from: Array(#"[{"id": 1, "name": "Ada"}]"#.utf8))
/// ```
struct PeopleJSONReader {
    /// How deeply arrays and objects may nest: a list of people needs three levels.
    static let maximumDepth = 64

    /// Why the bytes are not a list of people; offsets are byte offsets into the text.
    enum Failure: Error, Equatable {
        /// Not valid JSON at `offset`.
        case syntax(offset: Int)
        /// An array or object at `offset` is nested deeper than `maximumDepth`.
        case tooDeep(offset: Int)
        /// Valid JSON that is not a list of people: the bad field's path and what is wrong.
        case shape(fieldPath: String, problem: String)
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private var firstShapeProblem: (fieldPath: String, problem: String)?

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The people of a JSON document, or the first failure.
    static func people(from bytes: [UInt8]) throws(Failure) -> [Person] {
        var reader = PeopleJSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        let people = try reader.document()
        if let problem = reader.firstShapeProblem { throw .shape(fieldPath: problem.fieldPath, problem: problem.problem) }
        return people
    }

    // MARK: The document and people

    private mutating func document() throws(Failure) -> [Person] {
        skipSpace()
        var people: [Person] = []
        if current == UInt8(ascii: "[") {
            try array { reader, position throws(Failure) in
                if let person = try reader.person(path: "[\(position)]") { people.append(person) }
            }
        } else {
            let kind = try skipValue()
            problem("", "should be an array but found \(kind)")
        }
        skipSpace()
        guard index == bytes.count else { throw .syntax(offset: index) }
        return people
    }

    /// One element of the array: a person, or nil (after noting the problem) when it is not one.
    private mutating func person(path: String) throws(Failure) -> Person? {
        guard current == UInt8(ascii: "{") else {
            let kind = try skipValue()
            problem(path, "should be an object but found \(kind)")
            return nil
        }
        var id: Int?
        var name: String?
        var username: String?
        var email: String?
        var phone: String?
        var website: String?
        var company: Person.Company?
        try object { reader, key throws(Failure) in
            switch key {
            case "id": id = try reader.wholeNumber(path: "\(path).id")
            case "name": name = try reader.requiredString(path: "\(path).name")
            case "username": username = try reader.optionalString(path: "\(path).username")
            case "email": email = try reader.optionalString(path: "\(path).email")
            case "phone": phone = try reader.optionalString(path: "\(path).phone")
            case "website": website = try reader.optionalString(path: "\(path).website")
            case "company": company = try reader.company(path: "\(path).company")
            default: _ = try reader.skipValue()
            }
        }
        guard let id else {
            problem("\(path).id", "is missing")
            return nil
        }
        guard let name else {
            problem("\(path).name", "is missing")
            return nil
        }
        return Person(id: id, name: name, username: username, email: email, phone: phone, website: website, company: company)
    }

    private mutating func company(path: String) throws(Failure) -> Person.Company? {
        switch current {
        case UInt8(ascii: "n"):
            _ = try skipValue()
            return nil
        case UInt8(ascii: "{"):
            var name: String?
            var catchPhrase: String?
            try object { reader, key throws(Failure) in
                switch key {
                case "name": name = try reader.optionalString(path: "\(path).name")
                case "catchPhrase": catchPhrase = try reader.optionalString(path: "\(path).catchPhrase")
                default: _ = try reader.skipValue()
                }
            }
            return Person.Company(name: name, catchPhrase: catchPhrase)
        default:
            let kind = try skipValue()
            problem(path, "should be an object but found \(kind)")
            return nil
        }
    }

    // MARK: Fields

    /// A whole number that fits an `Int`; nil (after noting the problem) for anything else.
    private mutating func wholeNumber(path: String) throws(Failure) -> Int? {
        guard let byte = current, byte == UInt8(ascii: "-") || byte.isASCIIDigit else {
            let kind = try skipValue()
            problem(path, kind == "null" ? "is null but should be a number" : "should be a number but found \(kind)")
            return nil
        }
        let start = index
        try number()
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if let value = Int(text) { return value }
        let range = "from \(Int.min) to \(Int.max)"
        if let value = Double(text), value == value.rounded(.towardZero) {
            if value >= -9.223372036854775808e18, value < 9.223372036854775808e18 { return Int(value) }
            problem(path, "is out of range: \(text) is not a whole number \(range)")
        } else if text.allSatisfy({ $0 == "-" || $0.isNumber }) {
            problem(path, "is out of range: \(text) is not a whole number \(range)")
        } else {
            problem(path, "should be a whole number but found \(text)")
        }
        return nil
    }

    private mutating func requiredString(path: String) throws(Failure) -> String? {
        guard current == UInt8(ascii: "\"") else {
            let kind = try skipValue()
            problem(path, kind == "null" ? "is null but should be a string" : "should be a string but found \(kind)")
            return nil
        }
        return try string()
    }

    private mutating func optionalString(path: String) throws(Failure) -> String? {
        switch current {
        case UInt8(ascii: "\""):
            return try string()
        case UInt8(ascii: "n"):
            _ = try skipValue()
            return nil
        default:
            let kind = try skipValue()
            problem(path, "should be a string but found \(kind)")
            return nil
        }
    }

    /// Notes the first problem only: the one a user fixes first.
    private mutating func problem(_ fieldPath: String, _ problem: String) {
        if firstShapeProblem == nil { firstShapeProblem = (fieldPath, problem) }
    }

    // MARK: JSON

    /// Walks an object whose `{` is current, handing each key to `field`, which must consume the value.
    private mutating func object(_ field: (inout PeopleJSONReader, String) throws(Failure) -> Void) throws(Failure) {
        try enter()
        index += 1
        skipSpace()
        if current == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return
        }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw .syntax(offset: index) }
            let key = try string()
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw .syntax(offset: index) }
            index += 1
            skipSpace()
            guard index < bytes.count else { throw .syntax(offset: index) }
            try field(&self, key)
            skipSpace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard current == UInt8(ascii: "}") else { throw .syntax(offset: index) }
            index += 1
            depth -= 1
            return
        }
    }

    /// Walks an array whose `[` is current, handing each element's position to `element`, which
    /// must consume the element.
    private mutating func array(_ element: (inout PeopleJSONReader, Int) throws(Failure) -> Void) throws(Failure) {
        try enter()
        index += 1
        skipSpace()
        if current == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return
        }
        var position = 0
        while true {
            skipSpace()
            try element(&self, position)
            position += 1
            skipSpace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard current == UInt8(ascii: "]") else { throw .syntax(offset: index) }
            index += 1
            depth -= 1
            return
        }
    }

    /// Skips any value, checking its syntax; returns what it was: `a string`, `an object`, `null`...
    @discardableResult
    private mutating func skipValue() throws(Failure) -> String {
        skipSpace()
        guard let byte = current else { throw .syntax(offset: index) }
        switch byte {
        case UInt8(ascii: "{"):
            try object { reader, _ throws(Failure) in _ = try reader.skipValue() }
            return "an object"
        case UInt8(ascii: "["):
            try array { reader, _ throws(Failure) in _ = try reader.skipValue() }
            return "an array"
        case UInt8(ascii: "\""):
            _ = try string()
            return "a string"
        case UInt8(ascii: "t"):
            try literal("true")
            return "a boolean"
        case UInt8(ascii: "f"):
            try literal("false")
            return "a boolean"
        case UInt8(ascii: "n"):
            try literal("null")
            return "null"
        default:
            try number()
            return "a number"
        }
    }

    private mutating func enter() throws(Failure) {
        guard depth < Self.maximumDepth else { throw .tooDeep(offset: index) }
        depth += 1
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        let start = index
        var plain = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return plain ? String(decoding: bytes[start..<index - 1], as: UTF8.self) : try unescaped(bytes[start..<index - 1])
            }
            if byte == UInt8(ascii: "\\") {
                plain = false
                index += 1
                guard let escaped = current else { throw .syntax(offset: index) }
                if escaped == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        index += 1
                        guard let hex = current, hex.asciiHexValue != nil else { throw .syntax(offset: index) }
                    }
                } else if !Self.simpleEscapes.keys.contains(escaped) {
                    throw .syntax(offset: index)
                }
                index += 1
                continue
            }
            if byte < 0x20 { throw .syntax(offset: index) }
            index += 1
        }
        throw .syntax(offset: index)
    }

    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "/"): UInt8(ascii: "/"),
        UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    /// The text of a string whose escapes were already checked.
    private func unescaped(_ raw: ArraySlice<UInt8>) throws(Failure) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var position = raw.startIndex
        func hex4(at start: Int) -> UInt32 {
            var value: UInt32 = 0
            for offset in 0..<4 { value = value * 16 + (raw[start + offset].asciiHexValue ?? 0) }
            return value
        }
        while position < raw.endIndex {
            let byte = raw[position]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                position += 1
                continue
            }
            let escaped = raw[position + 1]
            if let simple = Self.simpleEscapes[escaped] {
                output.append(simple)
                position += 2
                continue
            }
            var code = hex4(at: position + 2)
            position += 6
            if (0xD800...0xDBFF).contains(code), position + 6 <= raw.endIndex, raw[position] == UInt8(ascii: "\\"),
                raw[position + 1] == UInt8(ascii: "u")
            {
                let low = hex4(at: position + 2)
                if (0xDC00...0xDFFF).contains(low) {
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    position += 6
                }
            }
            output.append(contentsOf: Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8))
        }
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            guard current == byte else { throw .syntax(offset: index) }
            index += 1
        }
    }

    private mutating func number() throws(Failure) {
        if current == UInt8(ascii: "-") { index += 1 }
        try digits()
        if current == UInt8(ascii: ".") {
            index += 1
            try digits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            try digits()
        }
    }

    private mutating func digits() throws(Failure) {
        let start = index
        while let byte = current, byte.isASCIIDigit { index += 1 }
        guard index > start else { throw .syntax(offset: index) }
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

}
