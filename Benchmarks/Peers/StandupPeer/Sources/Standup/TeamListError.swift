import Foundation

/// What can be wrong with the team's list or the settings, each naming what to fix, with a
/// sysexits status.
public enum TeamListError: Error, Sendable, Equatable, LocalizedError {
    case fileNotConfigured
    case emptyList
    case missing(path: String)
    case unreadable(path: String, reason: String)
    case tooLarge(path: String, limit: Int)
    case notText(path: String)
    case emptyFile(path: String)
    case urlNotConfigured
    case emptyDownload(address: String)
    case notNames(address: String)
    case httpStatus(address: String, status: Int)
    case offline(address: String)
    case timedOut(address: String)
    case unreachable(address: String, reason: String)
    case badSetting(key: String, value: String, expected: String)
    case unknownSetting(key: String)
    case badConfigFile(path: String, reason: String)

    public var errorDescription: String? { message }

    /// The error line.
    public var message: String {
        switch self {
        case .fileNotConfigured: "team.source is file, but team.file names no file"
        case .emptyList: "team.members names no one"
        case let .missing(path): "the team file \(path) does not exist"
        case let .unreadable(path, reason): "cannot read the team file \(path): \(reason)"
        case let .tooLarge(path, limit): "the team file \(path) is larger than \(limit) bytes"
        case let .notText(path): "the team file \(path) is not UTF-8 text"
        case let .emptyFile(path): "the team file \(path) names no one"
        case .urlNotConfigured: "team.source is http, but team.url names no address"
        case let .emptyDownload(address): "the team at \(address) names no one"
        case let .notNames(address): "\(address) did not answer a JSON array of names"
        case let .httpStatus(address, status): "\(address) answered HTTP \(status)"
        case let .offline(address): "cannot reach \(address): the machine is offline"
        case let .timedOut(address): "\(address) did not answer in time"
        case let .unreachable(address, reason): "cannot reach \(address): \(reason)"
        case let .badSetting(key, value, expected): "\(key)=\(value) is not \(expected)"
        case let .unknownSetting(key): "unknown key \(key)"
        case let .badConfigFile(path, reason): "cannot load \(path): \(reason)"
        }
    }

    /// What to do about it, if there is something to say.
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
        case .emptyDownload, .notNames:
            "the address should answer a JSON array of names, such as [\"Ada\", \"Alan\"]"
        case .unknownSetting:
            "standup config lists the keys"
        default: nil
        }
    }

    /// The sysexits status.
    public var exitCode: Int32 {
        switch self {
        case .fileNotConfigured, .emptyList, .urlNotConfigured, .badSetting, .unknownSetting, .badConfigFile: 78
        case .missing, .unreadable: 74
        case .tooLarge, .notText, .emptyFile, .emptyDownload, .notNames: 65
        case .httpStatus, .offline, .timedOut, .unreachable: 69
        }
    }
}
