/// Finds where a JSON text stops being valid, for messages that name a line and column:
/// Foundation's decoders on Linux only say "not valid JSON".
enum JSONSyntax {
    /// The 1-based line and column (in characters) of the first error, or nil when the text is
    /// valid JSON.
    static func firstError(in text: String) -> (line: Int, column: Int)? {
        var scanner = Scanner(bytes: Array(text.utf8))
        let valid = scanner.value(depth: 0) && { scanner.skipSpace(); return scanner.index == scanner.bytes.count }()
        if valid { return nil }
        return position(of: scanner.index, in: scanner.bytes)
    }

    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let prefix = bytes[lineStart..<min(offset, bytes.count)]
        let column = String(decoding: prefix, as: UTF8.self).count + 1
        return (line, column)
    }

    /// A recursive-descent scanner that stops, with `index` on the offending byte, at the first error.
    struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        mutating func value(depth: Int) -> Bool {
            skipSpace()
            guard depth < 512, let byte = current else { return false }
            switch byte {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "t"): return literal("true")
            case UInt8(ascii: "f"): return literal("false")
            case UInt8(ascii: "n"): return literal("null")
            default: return number()
            }
        }

        mutating func object(depth: Int) -> Bool {
            index += 1
            skipSpace()
            if current == UInt8(ascii: "}") { index += 1; return true }
            while true {
                skipSpace()
                guard current == UInt8(ascii: "\""), string() else { return false }
                skipSpace()
                guard current == UInt8(ascii: ":") else { return false }
                index += 1
                guard value(depth: depth + 1) else { return false }
                skipSpace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                guard current == UInt8(ascii: "}") else { return false }
                index += 1
                return true
            }
        }

        mutating func array(depth: Int) -> Bool {
            index += 1
            skipSpace()
            if current == UInt8(ascii: "]") { index += 1; return true }
            while true {
                guard value(depth: depth + 1) else { return false }
                skipSpace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                guard current == UInt8(ascii: "]") else { return false }
                index += 1
                return true
            }
        }

        mutating func string() -> Bool {
            index += 1
            while let byte = current {
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return true
                case UInt8(ascii: "\\"):
                    index += 1
                    guard let escaped = current else { return false }
                    if escaped == UInt8(ascii: "u") {
                        for _ in 0..<4 {
                            index += 1
                            guard let hex = current, isHex(hex) else { return false }
                        }
                    } else if !Array("\"\\/bfnrt".utf8).contains(escaped) {
                        return false
                    }
                    index += 1
                case 0..<0x20:
                    return false
                default:
                    index += 1
                }
            }
            return false
        }

        mutating func literal(_ word: String) -> Bool {
            for expected in word.utf8 {
                guard current == expected else { return false }
                index += 1
            }
            return true
        }

        mutating func number() -> Bool {
            if current == UInt8(ascii: "-") { index += 1 }
            guard digits() else { return false }
            if current == UInt8(ascii: ".") {
                index += 1
                guard digits() else { return false }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard digits() else { return false }
            }
            return true
        }

        mutating func digits() -> Bool {
            let start = index
            while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
            return index > start
        }

        func isHex(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
        }
    }
}
