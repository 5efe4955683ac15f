// Quick's `StopTest`: an error that ends the example where a condition the rest of it needs does
// not hold, instead of a force unwrap that would crash the whole test process.

/// Stops the running example when thrown from it or from one of its hooks (Quick's `StopTest`):
/// `StopTest("message")` records one failure, at the line that made it, and `StopTest.silently`
/// records none, for code that has already failed the example.
///
/// ```swift
/// it("reads the first line") {
///     guard let line = text.split(separator: "\n").first else {
///         throw StopTest("the text has no line")
///     }
///     expect(line) == "# Title"
/// }
/// ```
///
/// Unlike any other error, it is not reported as an unexpected error. The example stops as it does
/// after any thrown error: thrown from a `beforeEach`, the rest of the `beforeEach` hooks and the
/// example do not run; the `afterEach` hooks still do, and one that throws it does not keep the
/// others from running.
public struct StopTest: Error {
    /// The message of the failure it records; empty for `silently`.
    public let failureDescription: String
    /// Whether it records a failure: `false` for `silently`.
    public let reportError: Bool
    /// Where it was made, in Quick's terms.
    public let callsite: Callsite
    /// Where it was made: the location of the failure it records.
    let location: CodeLocation

    private init(_ failureDescription: String, reportError: Bool, location: CodeLocation) {
        self.failureDescription = failureDescription
        self.reportError = reportError
        self.location = location
        callsite = Callsite(file: location.filePath, line: UInt(max(location.line, 0)))
    }

    /// Creates the error that stops the example and records `failureDescription` as its failure, at
    /// the file and line given (the caller's by default).
    public init(_ failureDescription: String, fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line) {
        self.init(failureDescription, reportError: true, location: CodeLocation(quickFile: file, line: line, fileID: fileID))
    }

    /// The error that stops the example without recording a failure, for code that has already
    /// recorded one: `guard isValid(response) else { throw StopTest.silently }`.
    public static let silently = StopTest("", reportError: false, location: CodeLocation())
}
