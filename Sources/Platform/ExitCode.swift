/// How a process ends: the sysexits(3) statuses the apps use, so scripts can tell a typo from
/// an outage.
///
/// ```swift
/// struct StoreUnavailable: UserFacingError {
///     var message: String { "cannot open the people store" }
///     var exitCode: ExitCode { .unavailable }
/// }
/// ```
public struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The numeric status handed to `exit`.
    public let rawValue: Int32

    /// Wraps a numeric status.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// 0: everything worked.
    public static let success = ExitCode(rawValue: 0)
    /// 1: a failure with no more specific status.
    public static let failure = ExitCode(rawValue: 1)
    /// 64 (EX_USAGE): the command line was wrong: unknown option, missing argument, bad value.
    public static let usage = ExitCode(rawValue: 64)
    /// 65 (EX_DATAERR): input data was wrong: a malformed response or file of people.
    public static let dataError = ExitCode(rawValue: 65)
    /// 69 (EX_UNAVAILABLE): a service the command needs is unavailable (network, HTTP error).
    public static let unavailable = ExitCode(rawValue: 69)
    /// 70 (EX_SOFTWARE): an internal error, a bug: an error no one mapped to a status.
    public static let software = ExitCode(rawValue: 70)
    /// 74 (EX_IOERR): reading or writing a file or database failed.
    public static let ioError = ExitCode(rawValue: 74)
    /// 78 (EX_CONFIG): the configuration is wrong: unknown key, bad value, missing setting.
    public static let configuration = ExitCode(rawValue: 78)

    public var description: String { String(rawValue) }
}
