/// What a view shows when loading failed: a message for the user, and the error behind it for
/// code that needs more (an exit code, a retry decision).
///
/// ```swift
/// let failure = ViewFailure(message: "No connection: check the network and try again", error: error)
/// let shown = ViewFailure(error)   // the message is the error's description
/// ```
///
/// Two failures are equal when their messages are; the underlying errors are not compared.
public struct ViewFailure: Sendable, Equatable, CustomStringConvertible {
    /// The line to show.
    public let message: String
    /// The error that caused the failure, if there was one.
    public let error: (any Error)?

    /// A failure with a message of your own, and the error behind it if any.
    public init(message: String, error: (any Error)? = nil) {
        self.message = message
        self.error = error
    }

    /// A failure that shows the error's description.
    public init(_ error: any Error) {
        self.init(message: String(describing: error), error: error)
    }

    /// The message.
    public var description: String { message }

    /// Compares the messages only.
    public static func == (lhs: ViewFailure, rhs: ViewFailure) -> Bool {
        lhs.message == rhs.message
    }
}
