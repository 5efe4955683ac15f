/// Tracks the examples of one spec class across a run, to run its suite hooks once: `beforeSuite`
/// before the first example, `afterSuite` after the last. Examples of a spec run one at a time.
final class SuiteProgress: Sendable {
    private struct State {
        var started = false
        var beforeSuiteFailures: [RecordedFailure] = []
        var remaining: Int
    }

    /// How an example ended.
    struct Outcome {
        var failures: [RecordedFailure]
        var skipped: String?
    }

    private let state: Lock<State>
    /// Failures recorded after their example ended, for the next example.
    private let late = LateFailures()
    /// Where the running examples are written down, and their time limited; nil in a meta-spec.
    private let watch: ExampleWatch?

    init(exampleCount: Int, watch: ExampleWatch? = nil) {
        state = Lock(State(remaining: exampleCount))
        self.watch = watch
    }

    /// Runs one example of `spec` (built once for the class) with the suite hooks it is due.
    func run(_ example: SpecExample, of spec: SpecBuilder, specName: String, problems: [RecordedFailure]) async -> Outcome {
        let recorder = ExampleRecorder(example: example, successor: late)
        problems.forEach(recorder.record)
        late.begin(recorder)
        let ticket = watch?.started(spec: specName, example: example, recorder: recorder)

        let first = state.withLock { state in
            defer { state.started = true }
            return !state.started
        }
        if first {
            let suiteRecorder = ExampleRecorder()
            _ = await ExampleRun.runSuiteHooks(spec.beforeSuite, recorder: suiteRecorder)
            state.withLock { $0.beforeSuiteFailures = suiteRecorder.failures }
        }
        let suiteFailures = state.withLock { $0.beforeSuiteFailures }
        if suiteFailures.isEmpty, spec.bodies[example.index].synchronous {
            // The runner's loop prefers the main thread: a synchronous example runs there, with
            // its hooks, and the next one follows with no hop in between.
            await ExampleRun.run(spec, index: example.index, recorder: recorder)
        } else if suiteFailures.isEmpty {
            // An async example runs on Swift's pool, beside the examples of other spec classes.
            await MainThread.shared.offMainThread { await ExampleRun.run(spec, index: example.index, recorder: recorder) }
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
            _ = await ExampleRun.runSuiteHooks(spec.afterSuite, recorder: recorder)
        }
        late.end()
        let (failures, skipped) = recorder.end()
        if let ticket { watch?.ended(ticket) }
        if last { late.close() }
        return Outcome(failures: failures, skipped: skipped)
    }
}
