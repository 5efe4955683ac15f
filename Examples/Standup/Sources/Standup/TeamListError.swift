import Platform

/// What can be wrong with the team's list, each naming what to fix, with a sysexits status:
/// 78 for the configuration, 74 for a file that cannot be read, 65 for a file's or a
/// download's content.
public enum TeamListError: UserFacingError, Sendable, Equatable, CustomStringConvertible {
    /// `team.source=file`, but `team.file` is not set.
    case fileNotConfigured
    /// `team.members` names no one.
    case emptyList
    /// Nothing exists at the path.
    case missing(path: String)
    /// The path exists but cannot be read (a directory, no permission); `reason` is the system's.
    case unreadable(path: String, reason: String)
    /// The file is larger than `limit` bytes: not a list of names.
    case tooLarge(path: String, limit: Int)
    /// The file is not UTF-8 text.
    case notText(path: String)
    /// The file has no name: only blank lines and `#` comments.
    case emptyFile(path: String)
    /// `team.source=http`, but `team.url` is not set.
    case urlNotConfigured
    /// The address answered an empty list of names.
    case emptyDownload(address: String)

    public var description: String { message }

    public var message: String {
        switch self {
        case .fileNotConfigured:
            "team.source is file, but team.file names no file"
        case .emptyList:
            "team.members names no one"
        case let .missing(path):
            "the team file \(path) does not exist"
        case let .unreadable(path, reason):
            "cannot read the team file \(path): \(reason)"
        case let .tooLarge(path, limit):
            "the team file \(path) is larger than \(limit) bytes"
        case let .notText(path):
            "the team file \(path) is not UTF-8 text"
        case let .emptyFile(path):
            "the team file \(path) names no one"
        case .urlNotConfigured:
            "team.source is http, but team.url names no address"
        case let .emptyDownload(address):
            "the team at \(address) names no one"
        }
    }

    public var hint: String? {
        switch self {
        case .fileNotConfigured:
            "set it with --set team.file=<path> or TEAM_FILE, or choose --set team.source=inline"
        case .emptyList:
            "list the names with --set team.members=Ada,Alan or TEAM_MEMBERS"
        case .missing, .unreadable:
            "check team.file, or choose --set team.source=inline"
        case .tooLarge, .notText, .emptyFile:
            "write one name a line; blank lines and lines starting with # are skipped"
        case .urlNotConfigured:
            "set it with --set team.url=<address> or TEAM_URL, or choose --set team.source=inline"
        case .emptyDownload:
            "the address should answer a JSON array of names, such as [\"Ada\", \"Alan\"]"
        }
    }

    public var exitCode: ExitCode {
        switch self {
        case .fileNotConfigured, .emptyList, .urlNotConfigured: .configuration
        case .missing, .unreadable: .ioError
        case .tooLarge, .notText, .emptyFile, .emptyDownload: .dataError
        }
    }
}
