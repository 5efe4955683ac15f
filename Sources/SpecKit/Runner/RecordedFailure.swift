/// One failed expectation, unexpected error or misuse of the DSL, with where it happened.
public struct RecordedFailure: Sendable, Hashable, CustomStringConvertible {
    /// The message, such as `expected to equal <2>, got <3>`.
    public let message: String
    /// Where the failing `expect`, or the `it` or hook that threw, was written.
    public let location: CodeLocation

    /// Creates a failure with its message and where it happened.
    public init(message: String, location: CodeLocation) {
        self.message = message
        self.location = location
    }

    /// The location, then the message: `File.swift:12:5: expected ...`.
    public var description: String { "\(location): \(message)" }
}
