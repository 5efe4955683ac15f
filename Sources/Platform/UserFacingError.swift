/// An error a user can cause and fix, with the words and exit status to report it.
///
/// Adopt it in any module's error type; the CLI's error printer turns it into one line on
/// standard error, `<app>: error: <message>`, an optional `hint: <hint>` line, and `exitCode`.
/// Messages say what happened, to what, and what to do; they never contain secrets.
///
/// ```swift
/// enum PeopleFileError: UserFacingError {
///     case missing(path: String)
///     var message: String {
///         switch self { case .missing(let path): "no people file at \(path)" }
///     }
///     var hint: String? { "create it, or set people.source=bundled" }
///     var exitCode: ExitCode { .ioError }
/// }
/// ```
public protocol UserFacingError: Error {
    /// One line saying what went wrong, to what. No trailing period needed.
    var message: String { get }
    /// An optional second line saying what to do about it.
    var hint: String? { get }
    /// The status the process exits with.
    var exitCode: ExitCode { get }
}

extension UserFacingError {
    /// No hint unless the error gives one.
    public var hint: String? { nil }
}
