import Testing

/// Hands SpecKit failures to Swift Testing, at the file and line where they happened.
enum TestingReporter {
    static func report(_ failure: RecordedFailure) {
        Issue.record(
            Comment(rawValue: failure.message),
            sourceLocation: SourceLocation(
                fileID: failure.location.fileID,
                filePath: failure.location.filePath,
                line: max(failure.location.line, 1),
                column: max(failure.location.column, 1)
            )
        )
    }
}
