import Platform

/// What can be wrong with a people file (`people.source=file`), each naming the file, and for
/// JSON the line and column or the path of the bad field.
package enum PeopleFileError: UserFacingError, Sendable, Equatable, CustomStringConvertible {
    /// `people.source=file` but `people.file` is not set.
    case notConfigured
    /// Nothing exists at the path.
    case missing(path: String)
    /// The path exists but cannot be read: not a regular file (a FIFO, a device, a directory),
    /// or no permission; `reason` says which.
    case unreadable(path: String, reason: String)
    /// The file is larger than `people.max-file-size`.
    case tooLarge(path: String, limit: Int)
    /// The JSON nests arrays and objects deeper than the reader allows.
    case nestedTooDeep(path: String, line: Int, column: Int, limit: Int)
    /// The file is not UTF-8 text.
    case notText(path: String)
    /// The file starts like JSON but is not valid JSON.
    case malformedJSON(path: String, line: Int, column: Int)
    /// The JSON is valid but not a list of people: `fieldPath` is the bad field (`[2].name`,
    /// empty for the whole document), `problem` what is wrong with it.
    case unexpectedShape(path: String, fieldPath: String, problem: String)

    /// The message.
    package var description: String { message }

    /// What is wrong with the people file, naming the file and the entry.
    package var message: String {
        switch self {
        case .notConfigured:
            "people.source is file, but people.file names no file"
        case let .missing(path):
            "the people file \(path) does not exist"
        case let .unreadable(path, reason):
            "cannot read the people file \(path): \(reason)"
        case let .tooLarge(path, limit):
            "the people file \(path) is larger than the limit of \(ByteCount(limit))"
        case let .nestedTooDeep(path, line, column, limit):
            "the people file \(path) nests arrays and objects more than \(limit) levels deep at line \(line), column \(column)"
        case let .notText(path):
            "the people file \(path) is not UTF-8 text"
        case let .malformedJSON(path, line, column):
            "the people file \(path) is not valid JSON at line \(line), column \(column)"
        case let .unexpectedShape(path, fieldPath, problem):
            "the people file \(path) is not a list of people: \(fieldPath.isEmpty ? "the document" : "field \(fieldPath)") \(problem)"
        }
    }

    /// What to change in the file, when there is a fix to suggest.
    package var hint: String? {
        switch self {
        case .notConfigured:
            "set it with --set people.file=<path> or PEOPLE_FILE, or choose --set people.source=bundled"
        case .missing, .unreadable:
            "check people.file, or choose --set people.source=bundled; the stored list was kept"
        case .tooLarge:
            "check people.file; if the file is right, raise the limit with --set people.max-file-size=<bytes>; the stored list was kept"
        case .notText, .malformedJSON, .nestedTooDeep, .unexpectedShape:
            "write a JSON array of people ({\"id\": 1, \"name\": \"Ada\"}) or one name a line; the stored list was kept"
        }
    }

    /// 78 when no file is configured, 74 when it is missing or unreadable (not a regular file
    /// included), 65 for content that is too large or not a list of people.
    package var exitCode: ExitCode {
        switch self {
        case .notConfigured: .configuration
        case .missing, .unreadable: .ioError
        case .tooLarge, .notText, .malformedJSON, .nestedTooDeep, .unexpectedShape: .dataError
        }
    }
}
