/// Tracks the examples of one spec class across a run, to run its suite hooks once: `beforeSuite`
/// before the first example, `afterSuite` after the last. Examples of a spec run one at a time.
final class SuiteProgress: Sendable {
    private struct State {
        var started = false
        var beforeSuiteFailures: [RecordedFailure] = []
        var remaining: Int
    }

    private let state: Lock<State>
    /// Failures recorded after their example ended, for the next example.
    private let late = LateFailures()

    init(exampleCount: Int) {
        state = Lock(State(remaining: exampleCount))
    }

    /// Runs one example with the suite hooks it is due, and returns its failures.
    func run(_ example: SpecExample, problems: [RecordedFailure], body: () -> Void) async -> [RecordedFailure] {
        let builder = ExampleRun.prepare(example, body: body)
        let recorder = ExampleRecorder(example: example, successor: late)
        problems.forEach(recorder.record)
        late.begin(recorder)

        let first = state.withLock { state in
            defer { state.started = true }
            return !state.started
        }
        if first {
            let suiteRecorder = ExampleRecorder()
            _ = await ExampleRun.runSuiteHooks(builder.beforeSuite, recorder: suiteRecorder)
            state.withLock { $0.beforeSuiteFailures = suiteRecorder.failures }
        }
        let suiteFailures = state.withLock { $0.beforeSuiteFailures }
        if suiteFailures.isEmpty {
            await ExampleRun.run(builder, example: example, recorder: recorder)
        } else {
            for failure in suiteFailures {
                recorder.record(
                    RecordedFailure(message: "beforeSuite failed, the example did not run: \(failure.message)", location: failure.location)
                )
            }
        }
        let last = state.withLock { state in
            state.remaining -= 1
            return state.remaining == 0
        }
        if last {
            _ = await ExampleRun.runSuiteHooks(builder.afterSuite, recorder: recorder)
        }
        late.end()
        let failures = recorder.end()
        if last { late.close() }
        return failures
    }
}
