/// Why text could not be written to an output: its reader went away, or the write failed.
///
/// A command whose output fails stops there: `pick` does not record a pick nobody saw. The
/// error printer reports `failed` as one line on standard error (exit 74, `ExitCode.ioError`)
/// and ends `closed` quietly, as Unix tools do when the reader of their pipe exits
/// (`people-roulette users | head -1`): no message, status 141 (`ExitCode.outputClosed`).
///
/// ```swift
/// do { try console.standardOutput.write("Ada\n") } catch { /* .failed(output: "standard output", reason: "no space is left on the device") */ }
/// ```
public enum WriteError: UserFacingError, Equatable {
    /// The reader of a pipe or socket closed it (`EPIPE`): nobody is left to read the output.
    case closed(output: String)
    /// The write failed: a full device, a descriptor that is closed or read-only, an I/O error.
    /// `reason` is the system's, in lower case.
    case failed(output: String, reason: String)

    /// What could not be written to: `standard output`.
    public var output: String {
        switch self {
        case let .closed(output), let .failed(output, _): output
        }
    }

    /// `cannot write to standard output: no space is left on the device`.
    public var message: String {
        switch self {
        case let .closed(output): "cannot write to \(output): its reader closed it"
        case let .failed(output, reason): "cannot write to \(output): \(reason)"
        }
    }

    /// 74 for a failed write; 141 (`ExitCode.outputClosed`) when the reader went away.
    public var exitCode: ExitCode {
        switch self {
        case .closed: .outputClosed
        case .failed: .ioError
        }
    }
}
