
/// Collects the failures of the example that is running.
///
/// Matchers find it through a task-local value, so expectations made in child tasks of an example
/// are attributed to it too. Outside any example, failures go to the running Swift Testing test or
/// XCTest case, or fail the process loudly (`UnattendedFailure`): no expectation is lost.
public final class ExampleRecorder: Sendable {
    /// The recorder of the example running in this task, or `nil` outside any example.
    @TaskLocal public static var current: ExampleRecorder?

    private let state = Lock<[RecordedFailure]>([])

    /// Creates a recorder with no failures.
    public init() {}

    /// Every failure recorded so far, in the order they happened.
    public var failures: [RecordedFailure] { state.withLock { $0 } }

    /// Adds a failure to the example's record.
    public func record(_ failure: RecordedFailure) {
        state.withLock { $0.append(failure) }
    }

    /// Records a failure for the running example, or reports it to Swift Testing when no example runs.
    public static func fail(_ message: String, at location: CodeLocation) {
        let failure = RecordedFailure(message: message, location: location)
        if let recorder = current {
            recorder.record(failure)
        } else {
            UnattendedFailure.report(failure)
        }
    }
}

/// Thrown by `require` and `fail` to end an example whose failure is already recorded.
public struct ExampleStopped: Error, CustomStringConvertible {
    /// Creates the error.
    public init() {}
    /// Says that the example stopped after a failed requirement.
    public var description: String { "the example was stopped after a failed requirement" }
}
