import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A team's own list in a local file (`people.source=file`, `people.file=<path>`), in one of two
/// forms, told apart by the first character that is not white space:
///
/// - a JSON array of people in the shape of jsonplaceholder's users (`[` first): id and name
///   required, everything else optional;
/// - plain text, one name a line: blank lines and lines starting with `#` are skipped, and the
///   people get ids 1, 2, 3... in order.
///
/// Only a regular file of at most `maxFileSize` bytes is read (`RegularFile.read(at:limit:)`):
/// a FIFO, a device such as `/dev/zero` or a directory is refused at once, as is a file that is
/// larger, so no input can block the run or exhaust memory. JSON may nest at most
/// `PeopleJSONReader.maximumDepth` levels.
///
/// ```swift
/// let source = FilePeopleSource(file: URL(fileURLWithPath: "/home/ada/team.txt"))
/// let people = try await source.fetchPeople()   // or PeopleFileError naming the file and the problem
/// ```
package struct FilePeopleSource: PeopleSource {
    /// The largest people file read unless `people.max-file-size` says otherwise: 64 MiB, room
    /// for hundreds of thousands of people.
    package static let defaultMaxFileSize = 64 << 20

    /// The file read.
    package let file: URL
    /// The largest file read, in bytes.
    package let maxFileSize: Int

    /// A source reading `file`, of at most `maxFileSize` bytes, each time it is asked.
    package init(file: URL, maxFileSize: Int = FilePeopleSource.defaultMaxFileSize) {
        self.file = file
        self.maxFileSize = maxFileSize
    }

    package var name: String { file.path }

    package var kind: PeopleProvenance.Kind { .file }

    package func fetchPeople() async throws -> [Person] {
        try Self.people(from: try Self.contents(of: file, limit: maxFileSize), path: file.path)
    }

    /// Parses the contents of a people file; `path` names it in errors.
    static func people(from bytes: [UInt8], path: String) throws(PeopleFileError) -> [Person] {
        guard (try? UTF8Span(validating: bytes.span)) != nil else { throw .notText(path: path) }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, isSpace(bytes[start]) { start += 1 }
        if start < bytes.count, bytes[start] == UInt8(ascii: "[") || bytes[start] == UInt8(ascii: "{") {
            return try json(bytes, path: path)
        }
        return names(bytes)
    }

    static func json(_ bytes: [UInt8], path: String) throws(PeopleFileError) -> [Person] {
        do {
            return try PeopleJSONReader.people(from: bytes)
        } catch {
            switch error {
            case let .syntax(offset):
                let (line, column) = position(of: offset, in: bytes)
                throw .malformedJSON(path: path, line: line, column: column)
            case let .tooDeep(offset):
                let (line, column) = position(of: offset, in: bytes)
                throw .nestedTooDeep(path: path, line: line, column: column, limit: PeopleJSONReader.maximumDepth)
            case let .shape(fieldPath, problem):
                throw .unexpectedShape(path: path, fieldPath: fieldPath, problem: problem)
            }
        }
    }

    /// One person a line, numbered in order; blank lines and `#` comments are skipped. Lines end
    /// with `\n`, `\r\n` or `\r`.
    static func names(_ bytes: [UInt8]) -> [Person] {
        var people: [Person] = []
        people.reserveCapacity(bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) })
        var lineStart = 0
        func take(_ end: Int) {
            var first = lineStart
            var last = end
            while first < last, isBlank(bytes[first]) { first += 1 }
            while last > first, isBlank(bytes[last - 1]) { last -= 1 }
            guard first < last, bytes[first] != UInt8(ascii: "#") else { return }
            var name = String(decoding: bytes[first..<last], as: UTF8.self)
            if bytes[first] >= 0x80 || bytes[last - 1] >= 0x80 {
                // Unicode spaces (no-break space...) are trimmed too, as before.
                name = name.trimmingBlanks
                guard !name.isEmpty, !name.hasPrefix("#") else { return }
            }
            people.append(Person(id: people.count + 1, name: name))
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                take(index)
                lineStart = index + 1
            }
            index += 1
        }
        take(bytes.count)
        return people
    }

    /// The whole file, if it is a regular file of at most `limit` bytes.
    static func contents(of file: URL, limit: Int) throws(PeopleFileError) -> [UInt8] {
        do {
            return try RegularFile.read(at: file.path, limit: limit)
        } catch {
            switch error {
            case let .missing(path): throw .missing(path: path)
            case let .tooLarge(path, limit): throw .tooLarge(path: path, limit: limit)
            case .notRegularFile, .unreadable: throw .unreadable(path: error.path, reason: error.reason)
            }
        }
    }

    /// The 1-based line and column (in characters) of a byte offset.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let end = min(offset, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = bytes[lineStart..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } + 1
        return (line, column)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C }
}
