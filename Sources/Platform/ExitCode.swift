/// How a process ends: the sysexits(3) statuses the apps use, so scripts can tell a typo from
/// an outage. Every app maps each class of failure to the same status; `ExitCode.classes` is
/// that one table, shown in every app's `--help` and in Config/README.md:
///
/// | Status | Class | For example |
/// |--------|-------|-------------|
/// | 0 | success | |
/// | 1 | other failure | the work was cancelled |
/// | 64 | usage | an unknown option, a bad value on the command line |
/// | 65 | bad data | a people file or a response of the wrong shape |
/// | 66 | not found | no person matches `show 99`; no city called Atlantis |
/// | 69 | unavailable | the network is down; a service answered with an HTTP error |
/// | 70 | internal | a bug |
/// | 74 | I/O | a file or database that cannot be read or written |
/// | 78 | configuration | an unknown key, a value out of range, a missing API key |
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
    /// 66 (EX_NOINPUT): what the command was asked about does not exist: no person matches the
    /// id or name, no city has the name.
    public static let notFound = ExitCode(rawValue: 66)
    /// 69 (EX_UNAVAILABLE): a service the command needs is unavailable (network, HTTP error).
    public static let unavailable = ExitCode(rawValue: 69)
    /// 70 (EX_SOFTWARE): an internal error, a bug: an error no one mapped to a status.
    public static let software = ExitCode(rawValue: 70)
    /// 74 (EX_IOERR): reading or writing a file or database failed.
    public static let ioError = ExitCode(rawValue: 74)
    /// 78 (EX_CONFIG): the configuration is wrong: unknown key, bad value, missing setting.
    public static let configuration = ExitCode(rawValue: 78)
    /// 141 (128 + SIGPIPE): the reader of standard output went away (`users | head -1`), the
    /// status a shell reports for a tool that SIGPIPE ended. Not a failure class: nothing is
    /// printed, and `Application.main()` ends the process by SIGPIPE itself.
    public static let outputClosed = ExitCode(rawValue: 141)

    /// The code as a number: `64`.
    public var description: String { String(rawValue) }

    /// The table of failure classes, in order of status: each status and what it means. Apps
    /// print it in their help, as EXIT STATUS.
    public static let classes: [(code: ExitCode, meaning: String)] = [
        (.success, "success"),
        (.failure, "other failure: the work was cancelled"),
        (.usage, "usage: the command line is wrong (unknown command or option, bad value)"),
        (.dataError, "bad data: a file or response is not what it should be"),
        (.notFound, "not found: nothing matches what was asked for"),
        (.unavailable, "unavailable: a service cannot be reached or answered with an error"),
        (.software, "internal error: a bug in the program"),
        (.ioError, "I/O: a file or database cannot be read or written"),
        (.configuration, "configuration: a setting is wrong, out of range or missing"),
    ]
}
