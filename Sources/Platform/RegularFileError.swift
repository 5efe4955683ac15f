/// Why `RegularFile.read(at:limit:)` refused or failed to read a file. Callers wrap it in their
/// own error (a configuration or people file error) that says which file it was meant to be.
public enum RegularFileError: Error, Sendable, Equatable {
    /// Nothing exists at the path (or a part of the path is not a directory).
    case missing(path: String)
    /// Something exists but is not a regular file: `kind` says what ("a FIFO (named pipe)").
    case notRegularFile(path: String, kind: String)
    /// The file is larger than `limit` bytes.
    case tooLarge(path: String, limit: Int)
    /// Opening or reading failed; `reason` is the system's, in lower case.
    case unreadable(path: String, reason: String)

    /// The path the error is about.
    public var path: String {
        switch self {
        case let .missing(path), let .notRegularFile(path, _), let .tooLarge(path, _), let .unreadable(path, _): path
        }
    }

    /// What is wrong, without the path: "it is a FIFO (named pipe), not a regular file".
    public var reason: String {
        switch self {
        case .missing: "it does not exist"
        case let .notRegularFile(_, kind): "it is \(kind), not a regular file"
        case let .tooLarge(_, limit): "it is larger than the limit of \(ByteCount(limit))"
        case let .unreadable(_, reason): reason
        }
    }
}
