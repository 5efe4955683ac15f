import Testing

/// Collects the failures of the example that is running.
///
/// Matchers find it through a task-local value, so expectations made in child tasks of an example
/// are attributed to it too. Outside any example, failures go to the running Swift Testing test or
/// XCTest case, or fail the process loudly (`UnattendedFailure`): no expectation is lost.
///
/// A task started in an example keeps its recorder after the example ended; what it records then
/// goes to the next example of the same spec class, or fails the run (`LateFailures`).
public final class ExampleRecorder: Sendable {
    /// The recorder of the example running in this task, or `nil` outside any example.
    @TaskLocal public static var current: ExampleRecorder?

    private struct State {
        var failures: [RecordedFailure] = []
        var skipped: String?
        var ended = false
    }

    private let state = Lock(State())
    /// Where failures recorded after the example ended go; nil for a recorder made by hand.
    private let successor: LateFailures?
    /// The example's full name, for the message of a late failure.
    let exampleName: String?
    /// Where the example was written: completes a location XCTest gives as `Module/File.swift`.
    let exampleLocation: CodeLocation?
    /// The example's position among the examples this process has run, from 0 (Quick's
    /// `ExampleMetadata.exampleIndex`).
    let exampleIndex: Int?

    /// Creates a recorder with no failures, for a spec run by hand.
    public init() {
        successor = nil
        exampleName = nil
        exampleLocation = nil
        exampleIndex = nil
    }

    init(example: SpecExample, successor: LateFailures) {
        self.successor = successor
        exampleName = example.name
        exampleLocation = example.location
        exampleIndex = ExampleMetadata.nextIndex()
    }

    /// Every failure recorded so far, in the order they happened.
    public var failures: [RecordedFailure] { state.withLock { $0.failures } }

    /// Adds a failure to the example's record.
    public func record(_ failure: RecordedFailure) {
        let late = state.withLock { state in
            if state.ended { return true }
            state.failures.append(failure)
            return false
        }
        guard late, let successor else { return }
        successor.forward(
            RecordedFailure(
                message: "after the example \"\(exampleName ?? "")\" ended: \(failure.message)",
                location: failure.location
            )
        )
    }

    /// Marks the example skipped (it threw `XCTSkip`), with what the skip said.
    func skip(_ message: String) {
        state.withLock { $0.skipped = $0.skipped ?? message }
    }

    /// Ends the example: returns its failures and whether it was skipped; later failures go to
    /// the successor.
    func end() -> (failures: [RecordedFailure], skipped: String?) {
        state.withLock { state in
            state.ended = true
            return (state.failures, state.skipped)
        }
    }

    /// Whether the calling task runs a Swift Testing test (`@Test`) and no SpecKit example: a
    /// failure recorded here with `fail(_:at:)` is charged to that test.
    ///
    /// A helper whose failures are found on a thread of its own (a server's), where the test's
    /// task-local values do not reach, asks this where the test runs, keeps the failures, and
    /// reports them with `fail(_:at:)` the next time the test calls it.
    public static var isInSwiftTestingTest: Bool { current == nil && Test.current != nil }

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
