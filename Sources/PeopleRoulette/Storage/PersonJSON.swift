/// A person as the JSON `history_people` keeps: byte for byte what `JSONEncoder` with
/// `.sortedKeys` writes for `Person` (keys in byte order, absent optionals left out, `/`
/// written `\/`, control characters escaped), written by hand because setting up the encoder
/// cost a pick more than the rest of recording it. `JSONDecoder` reads it back.
///
/// ```swift
/// PersonJSON.encode(Person(id: 1, name: "Ada"))   // {"id":1,"name":"Ada"}
/// ```
enum PersonJSON {
    /// The JSON object for `person`, its keys sorted.
    static func encode(_ person: Person) -> String {
        var json = Writer()
        json.open()
        if let company = person.company {
            json.key("company")
            json.open()
            if let catchPhrase = company.catchPhrase { json.member("catchPhrase", catchPhrase) }
            if let name = company.name { json.member("name", name) }
            json.close()
        }
        if let email = person.email { json.member("email", email) }
        json.key("id")
        json.bytes += String(person.id).utf8
        json.member("name", person.name)
        if let phone = person.phone { json.member("phone", phone) }
        if let username = person.username { json.member("username", username) }
        if let website = person.website { json.member("website", website) }
        json.close()
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// A JSON string literal, escaped as `JSONEncoder` escapes it.
    static func string(_ value: String) -> String {
        var json = Writer()
        json.string(value)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// The UTF-8 of an object being written, with a comma before every member but an object's first.
    private struct Writer {
        var bytes: [UInt8] = []
        private var isFirst = true

        init() { bytes.reserveCapacity(256) }

        mutating func open() {
            bytes.append(UInt8(ascii: "{"))
            isFirst = true
        }

        mutating func close() {
            bytes.append(UInt8(ascii: "}"))
            isFirst = false
        }

        /// `"name":`, after a comma unless it is the object's first member.
        mutating func key(_ name: String) {
            if !isFirst { bytes.append(UInt8(ascii: ",")) }
            isFirst = false
            string(name)
            bytes.append(UInt8(ascii: ":"))
        }

        mutating func member(_ name: String, _ value: String) {
            key(name)
            string(value)
        }

        mutating func string(_ value: String) {
            let backslash = UInt8(ascii: "\\")
            bytes.append(UInt8(ascii: "\""))
            for byte in value.utf8 {
                switch byte {
                case UInt8(ascii: "\""), backslash, UInt8(ascii: "/"): bytes += [backslash, byte]
                case 0x08: bytes += [backslash, UInt8(ascii: "b")]
                case 0x09: bytes += [backslash, UInt8(ascii: "t")]
                case 0x0A: bytes += [backslash, UInt8(ascii: "n")]
                case 0x0C: bytes += [backslash, UInt8(ascii: "f")]
                case 0x0D: bytes += [backslash, UInt8(ascii: "r")]
                case 0x00..<0x20:
                    bytes += [backslash, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), Self.hex(byte >> 4), Self.hex(byte & 0xF)]
                default: bytes.append(byte)
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }

        /// A lowercase hexadecimal digit, as `JSONEncoder` writes them.
        private static func hex(_ nibble: UInt8) -> UInt8 {
            nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
        }
    }
}
