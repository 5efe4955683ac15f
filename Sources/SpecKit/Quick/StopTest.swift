/// Stops the running example from inside it or one of its hooks (Quick's `StopTest`):
/// `throw StopTest("the fixture is missing")` records one failure at the throw and ends the
/// example; `throw StopTest.silently` ends it without a failure. The example's `afterEach` hooks
/// still run.
public struct StopTest: Error {
    /// The failure recorded for the example; empty when it stops silently.
    public let failureDescription: String
    /// Whether stopping records `failureDescription` as a failure.
    public let reportError: Bool
    /// Where the example was stopped.
    public let location: CodeLocation

    private init(_ failureDescription: String, reportError: Bool, location: CodeLocation) {
        self.failureDescription = failureDescription
        self.reportError = reportError
        self.location = location
    }

    /// Stops the example with one failure that says `failureDescription`, at the caller's line.
    public init(_ failureDescription: String, fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line) {
        self.init(failureDescription, reportError: true, location: CodeLocation(quickFile: file, line: line, fileID: fileID))
    }

    /// Stops the example without recording a failure.
    public static let silently = StopTest(
        "",
        reportError: false,
        location: CodeLocation(fileID: #fileID, filePath: #filePath, line: #line, column: 1)
    )
}
