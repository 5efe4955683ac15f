import Testing

/// Hands SpecKit failures to Swift Testing, at the file and line where they happened.
enum TestingReporter {
    /// Reports `failure` to the running Swift Testing test; inside a spec class's test, the
    /// example's full name leads the message, since one test runs all the examples of the class.
    static func report(_ failure: RecordedFailure, example: String? = nil) {
        Issue.record(
            Comment(rawValue: example.map { "\($0): \(failure.message)" } ?? failure.message),
            sourceLocation: SourceLocation(
                // Swift Testing wants `Module/File.swift`; a location made from a bare path gets one.
                fileID: failure.location.fileID.contains("/") ? failure.location.fileID : "SpecKit/\(failure.location.fileID)",
                filePath: failure.location.filePath,
                line: max(failure.location.line, 1),
                column: max(failure.location.column, 1)
            )
        )
    }
}
