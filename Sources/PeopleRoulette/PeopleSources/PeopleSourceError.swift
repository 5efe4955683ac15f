import Networking
import Platform

/// A download of people over HTTP that failed: the API handler's error (unreachable, timeout,
/// HTTP status, not the expected JSON with the path of the bad field, too large), told as such
/// and adding that the stored list was kept.
package struct PeopleSourceError: UserFacingError, Sendable, Equatable, CustomStringConvertible {
    /// What the API handler reported.
    package let underlying: APIError

    /// Wraps the handler's error.
    package init(_ underlying: APIError) {
        self.underlying = underlying
    }

    /// The source's failure, prefixed with what could not be done.
    package var message: String { "cannot load the people: \(underlying.message)" }

    /// The underlying failure's hint.
    package var hint: String? {
        let kept = "the stored list was kept; --set people.source=bundled works offline"
        return underlying.hint.map { "\($0); \(kept)" } ?? kept
    }

    /// The handler's: 69 for network failures and HTTP statuses, 65 for a body that is not a
    /// list of people.
    package var exitCode: ExitCode { underlying.exitCode }

    /// The message.
    package var description: String { message }
}
