import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A team's own list in a local file (`people.source=file`, `people.file=<path>`), in one of two
/// forms, told apart by the first character that is not white space:
///
/// - a JSON array of people in the shape of jsonplaceholder's users (`[` first): id and name
///   required, everything else optional;
/// - plain text, one name a line: blank lines and lines starting with `#` are skipped, and the
///   people get ids 1, 2, 3... in order.
///
/// ```swift
/// let source = FilePeopleSource(file: URL(fileURLWithPath: "/home/ada/team.txt"))
/// let people = try await source.fetchPeople()   // or PeopleFileError naming the file and the problem
/// ```
public struct FilePeopleSource: PeopleSource {
    /// The file read.
    public let file: URL

    /// A source reading `file` each time it is asked.
    public init(file: URL) {
        self.file = file
    }

    public var name: String { file.path }

    public func fetchPeople() async throws -> [Person] {
        try Self.people(from: try Self.contents(of: file), path: file.path)
    }

    /// Parses the contents of a people file; `path` names it in errors.
    static func people(from data: Data, path: String) throws(PeopleFileError) -> [Person] {
        guard let text = String(data: data, encoding: .utf8) else { throw .notText(path: path) }
        let first = text.unicodeScalars.first { !CharacterSet.whitespacesAndNewlines.contains($0) }
        if first == "[" || first == "{" {
            return try json(text, data: data, path: path)
        }
        return names(text)
    }

    static func json(_ text: String, data: Data, path: String) throws(PeopleFileError) -> [Person] {
        if let (line, column) = JSONSyntax.firstError(in: text) {
            throw .malformedJSON(path: path, line: line, column: column)
        }
        do {
            return try JSONDecoder().decode([Person].self, from: data)
        } catch let error as DecodingError {
            let problem = DecodingProblem(error)
            throw .unexpectedShape(path: path, fieldPath: problem.fieldPath, problem: problem.problem)
        } catch {
            throw .unexpectedShape(path: path, fieldPath: "", problem: "could not be decoded")
        }
    }

    static func names(_ text: String) -> [Person] {
        let names = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        return names.enumerated().map { Person(id: $0.offset + 1, name: $0.element) }
    }

    /// The whole file, read with POSIX calls so every failure keeps the system's reason.
    static func contents(of file: URL) throws(PeopleFileError) -> Data {
        let path = file.path
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { throw .missing(path: path) }
            throw .unreadable(path: path, reason: reason(code))
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw .unreadable(path: path, reason: "it is a directory")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: reason(errno))
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
