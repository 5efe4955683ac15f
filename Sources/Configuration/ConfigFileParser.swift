import Platform

/// One value of a configuration file: its dotted key (nested objects joined with `.`), the
/// value, and the line its key is on.
struct ConfigFileEntry: Sendable, Hashable {
    let key: String
    let value: RawSettingValue
    let line: Int
}

/// A small JSON reader that remembers the line of every key, so errors can point into the file.
///
/// The top level is an object. Nested objects become dotted keys (`{"storage": {"path": "x"}}`
/// is `storage.path`); dotted names work too (`{"storage.path": "x"}`). Arrays of strings,
/// numbers and booleans are lists. `null` means "not set in this file". Strings, numbers and
/// booleans are kept as text and checked against the setting's type later.
///
/// Objects may nest at most `maximumDepth` levels (the top-level object is level 1), so no
/// file can exhaust the stack; a deeper one fails at the `{` that goes too deep.
struct ConfigFileParser {
    /// How deeply objects may nest: far more than any configuration needs.
    static let maximumDepth = 64

    /// Where and why the text is not valid.
    struct Failure: Error, Equatable {
        let line: Int
        let column: Int
        let reason: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var entries: [ConfigFileEntry] = []
    private var seen: [String: Int] = [:]
    private var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    init(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// Parses a whole file.
    static func parse(_ text: String) throws(Failure) -> [ConfigFileEntry] {
        var parser = ConfigFileParser(text: text)
        return try parser.document()
    }

    /// Parses a whole file from its bytes, which must be UTF-8.
    static func parse(bytes: [UInt8]) throws(Failure) -> [ConfigFileEntry] {
        var parser = ConfigFileParser(bytes: bytes)
        return try parser.document()
    }

    private mutating func document() throws(Failure) -> [ConfigFileEntry] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        skipWhitespace()
        guard peek == UInt8(ascii: "{") else {
            throw failure(
                index >= bytes.count
                    ? "the file is empty; expected a JSON object such as {\"storage.backend\": \"memory\"}"
                    : "expected a JSON object '{' at the top of the file"
            )
        }
        try object(prefix: "")
        skipWhitespace()
        guard index >= bytes.count else { throw failure("unexpected text after the end of the top-level object") }
        return entries
    }

    private mutating func object(prefix: String) throws(Failure) {
        guard depth < Self.maximumDepth else {
            throw failure("objects are nested more than \(Self.maximumDepth) levels deep")
        }
        depth += 1
        defer { depth -= 1 }
        advance()  // {
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            advance()
            return
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes") }
            let keyLine = line
            let name = try string()
            guard !name.isEmpty else { throw failure("a key cannot be empty") }
            let key = prefix.isEmpty ? name : "\(prefix).\(name)"
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw failure("expected ':' after the key \"\(name)\"") }
            advance()
            skipWhitespace()
            try value(for: key, line: keyLine)
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "}"):
                advance()
                return
            default: throw failure("expected ',' or '}' after the value of \"\(name)\"")
            }
        }
    }

    private mutating func value(for key: String, line keyLine: Int) throws(Failure) {
        switch peek {
        case UInt8(ascii: "{"):
            try object(prefix: key)
        case UInt8(ascii: "["):
            let items = try array()
            try record(key, .list(items), keyLine)
        case UInt8(ascii: "n"):
            try literal("null")
        case .some:
            try record(key, .text(try scalar()), keyLine)
        case nil:
            throw failure("the file ends where a value was expected")
        }
    }

    private mutating func array() throws(Failure) -> [String] {
        advance()  // [
        skipWhitespace()
        var items: [String] = []
        if peek == UInt8(ascii: "]") {
            advance()
            return items
        }
        while true {
            skipWhitespace()
            if peek == UInt8(ascii: "{") || peek == UInt8(ascii: "[") {
                throw failure("a list holds only strings, numbers and booleans")
            }
            items.append(try scalar())
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "]"):
                advance()
                return items
            default: throw failure("expected ',' or ']' in a list")
            }
        }
    }

    /// A string, number or boolean, as text.
    private mutating func scalar() throws(Failure) -> String {
        switch peek {
        case UInt8(ascii: "\""): return try string()
        case UInt8(ascii: "t"):
            try literal("true")
            return "true"
        case UInt8(ascii: "f"):
            try literal("false")
            return "false"
        case let byte? where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
            return try number()
        default:
            throw failure("expected a value: a string, number, boolean, list, object or null")
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let expected = word.utf8
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw failure("expected a value: a string, number, boolean, list, object or null")
        }
        index += expected.count
    }

    private mutating func number() throws(Failure) -> String {
        let start = index
        if peek == UInt8(ascii: "-") { advance() }
        guard let first = peek, first.isASCIIDigit else { throw failure("expected a digit in a number") }
        if first == UInt8(ascii: "0") { advance() } else { while let byte = peek, byte.isASCIIDigit { advance() } }
        if peek == UInt8(ascii: ".") {
            advance()
            guard let byte = peek, byte.isASCIIDigit else { throw failure("expected a digit after the decimal point") }
            while let byte = peek, byte.isASCIIDigit { advance() }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            guard let byte = peek, byte.isASCIIDigit else { throw failure("expected a digit in the exponent") }
            while let byte = peek, byte.isASCIIDigit { advance() }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func string() throws(Failure) -> String {
        advance()  // opening quote
        var scalars: [UInt8] = []
        while true {
            // Copy the run of plain bytes at once; strings hold no newline, so the line stays.
            let runStart = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                index += 1
            }
            if index > runStart { scalars.append(contentsOf: bytes[runStart..<index]) }
            guard let byte = peek else { throw failure("a string is not closed: expected '\"' before the end of the file") }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                advance()
                try escape(into: &scalars)
            case 0..<0x20:
                throw failure(
                    byte == UInt8(ascii: "\n")
                        ? "a string is not closed before the end of the line" : "a control character in a string must be escaped"
                )
            default:
                scalars.append(byte)
                advance()
            }
        }
    }

    private mutating func escape(into output: inout [UInt8]) throws(Failure) {
        guard let byte = peek else { throw failure("the file ends inside an escape sequence") }
        advance()
        if let replacement = Self.simpleEscapes[byte] {
            output.append(replacement)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw failure("unknown escape sequence '\\\(Character(Unicode.Scalar(byte)))'") }
        var code = try hex4()
        if (0xD800...0xDBFF).contains(code) {
            guard peek == UInt8(ascii: "\\") else { throw failure("a high surrogate \\u escape must be followed by a low one") }
            advance()
            guard peek == UInt8(ascii: "u") else { throw failure("a high surrogate \\u escape must be followed by a low one") }
            advance()
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("a high surrogate \\u escape must be followed by a low one") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw failure("\\u escape is not a valid character") }
        output.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "/"): UInt8(ascii: "/"),
        UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    private mutating func hex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = byte.asciiHexValue else { throw failure("expected four hexadecimal digits after \\u") }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private mutating func record(_ key: String, _ value: RawSettingValue, _ keyLine: Int) throws(Failure) {
        if let first = seen[key] {
            throw Failure(line: keyLine, column: 1, reason: "the key '\(key)' is set twice (first on line \(first))")
        }
        seen[key] = keyLine
        entries.append(ConfigFileEntry(key: key, value: value, line: keyLine))
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        guard index < bytes.count else { return }
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
    }

    /// A failure at the current position; the column counts characters, not bytes.
    private func failure(_ reason: String) -> Failure {
        let end = min(index, bytes.count)
        let column = bytes[lineStart..<end].filter { $0 & 0xC0 != 0x80 }.count + 1
        return Failure(line: line, column: column, reason: reason)
    }
}
