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

        /// Failed when it recorded a failure, else skipped when it threw `XCTSkip`, else passed.
        var record: ExampleRecord.Outcome {
            if !failures.isEmpty { return .failed }
            return skipped == nil ? .passed : .skipped(.thrownSkip)
        }
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

    /// Calls `each` for every example in order, the synchronous ones on the main thread: each run
    /// of consecutive synchronous (or skipped) examples in one stay there, so one follows the other
    /// with no hop, and the main thread is not asked for while async examples run on Swift's pool,
    /// beside those of other spec classes.
    static func inOrder(_ examples: [SpecExample], of spec: SpecBuilder, _ each: (SpecExample) async -> Void) async {
        func onMainThread(_ example: SpecExample) -> Bool {
            example.skipReason != nil || spec.bodies[example.index].synchronous
        }
        var start = examples.startIndex
        while start < examples.endIndex {
            var end = start + 1
            let synchronous = onMainThread(examples[start])
            while end < examples.endIndex, onMainThread(examples[end]) == synchronous { end += 1 }
            if synchronous {
                await MainThread.shared.preferred {
                    for example in examples[start..<end] { await each(example) }
                }
            } else {
                for example in examples[start..<end] { await each(example) }
            }
            start = end
        }
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
        let classHooks = spec.quickInstance.map { type(of: $0) } as? any ClassLevelHooks.Type
        if first {
            classHooks?.setUp()
            let suiteRecorder = ExampleRecorder()
            _ = await ExampleRun.runSuiteHooks(spec.beforeSuite, recorder: suiteRecorder)
            state.withLock { $0.beforeSuiteFailures = suiteRecorder.failures }
        }
        let suiteFailures = state.withLock { $0.beforeSuiteFailures }
        if suiteFailures.isEmpty {
            await ExampleRun.run(spec, index: example.index, recorder: recorder)
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
            classHooks?.tearDown()
        }
        late.end()
        let (failures, skipped) = recorder.end()
        if let ticket { watch?.ended(ticket) }
        if last { late.close() }
        return Outcome(failures: failures, skipped: skipped)
    }
}
