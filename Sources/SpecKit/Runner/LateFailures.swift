/// Failures recorded for an example after it ended (by a `Task` it started, or a callback that
/// kept its recorder): they are charged to the example of the same spec class that is running, or
/// to the next one, and once the spec class has no example left they fail the run.
///
/// Quick charges such a failure to the next example too; it is never dropped.
final class LateFailures: Sendable {
    private struct State {
        var running: ExampleRecorder?
        var waiting: [RecordedFailure] = []
        var closed = false
        var listed = false
    }

    private let state = Lock(State())

    /// The example of the spec class that is running, if one is.
    var running: ExampleRecorder? { state.withLock { $0.running } }

    /// An example starts: it takes the failures that were waiting. The first one makes the spec
    /// class known to `RunningExamples`.
    func begin(_ recorder: ExampleRecorder) {
        let (waiting, first) = state.withLock { state in
            state.running = recorder
            defer {
                state.waiting = []
                state.listed = true
            }
            return (state.waiting, !state.listed)
        }
        if first { RunningExamples.shared.started(self) }
        waiting.forEach(recorder.record)
    }

    /// The running example ended.
    func end() {
        state.withLock { $0.running = nil }
    }

    /// The spec class has no example left: what waits, and what comes later, fails the run.
    func close() {
        RunningExamples.shared.ended(self)
        let waiting = state.withLock { state in
            state.closed = true
            defer { state.waiting = [] }
            return state.waiting
        }
        waiting.forEach(LostFailures.shared.report)
    }

    func forward(_ failure: RecordedFailure) {
        enum Destination {
            case example(ExampleRecorder)
            case later, run
        }
        let destination = state.withLock { state -> Destination in
            if state.closed { return .run }
            if let running = state.running { return .example(running) }
            state.waiting.append(failure)
            return .later
        }
        switch destination {
        case let .example(recorder): recorder.record(failure)
        case .later: break
        case .run: LostFailures.shared.report(failure)
        }
    }
}
