import XCTest

/// Runs one example of a built spec: its hooks and its body in Quick's order, recording failures
/// in the example's recorder.
///
/// For an example in groups g0 (outermost) ... gn, each group's hooks wrap what is inside it, in
/// the order Quick keeps them (`SpecBuilder.Hook`): a `beforeEach` runs and goes on inwards, an
/// `aroundEach` wraps the rest, an `afterEach` runs after the rest, even when it failed. Inside
/// them all, the `justBeforeEach` hooks of g0 ... gn, then the example.
enum ExampleRun {
    typealias Body = SpecBuilder.Body

    /// Runs suite hooks, recording their failures in `recorder`. Returns false if one failed.
    static func runSuiteHooks(_ hooks: [(Body, CodeLocation)], recorder: ExampleRecorder) async -> Bool {
        var succeeded = true
        await ExampleRecorder.$current.withValue(recorder) {
            for (hook, location) in hooks {
                do { try await invoke(hook, at: location) } catch { succeeded = false }
            }
        }
        return succeeded
    }

    /// Runs the example at `index` of `spec` with its hooks.
    static func run(_ spec: SpecBuilder, index: Int, recorder: ExampleRecorder) async {
        let (body, group, _) = spec.bodies[index]
        let location = spec.examples[index].location
        let chain = group.chain
        let hooks = chain.flatMap(\.hooks)
        let run = {
            await ExampleRecorder.$current.withValue(recorder) {
                do {
                    try await wrap(hooks[...], chain: chain, example: body, at: location)
                } catch {
                    // Already recorded where it was thrown.
                }
            }
        }
        if let instance = spec.quickInstance {
            // Quick's `QuickSpec.current`: only Quick's spec classes pay for the task-local value.
            await QuickSpecCurrent.$box.withValue(QuickSpecCurrent.Box(instance)) { await run() }
        } else {
            await run()
        }
    }

    /// Runs the first hook of `hooks` around the rest, and the example inside them all.
    private static func wrap(
        _ hooks: ArraySlice<SpecBuilder.Hook>,
        chain: [SpecBuilder.Group],
        example: @escaping Body,
        at location: CodeLocation
    )
        async throws
    {
        guard let hook = hooks.first else {
            for group in chain {
                for (justBefore, location) in group.justBeforeEach { try await invoke(justBefore, at: location) }
            }
            try await invoke(example, at: location)
            return
        }
        let rest = hooks.dropFirst()
        switch hook {
        case let .before(before, hookLocation):
            try await invoke(before, at: hookLocation)
            try await wrap(rest, chain: chain, example: example, at: location)
        case let .after(after, hookLocation):
            var failure: (any Error)?
            do { try await wrap(rest, chain: chain, example: example, at: location) } catch { failure = error }
            do { try await invoke(after, at: hookLocation) } catch { failure = failure ?? error }
            if let failure { throw failure }
        case let .around(around, hookLocation):
            var ran = false
            try await invoke(
                {
                    try await around {
                        ran = true
                        try await wrap(rest, chain: chain, example: example, at: location)
                    }
                },
                at: hookLocation
            )
            if !ran {
                ExampleRecorder.fail("aroundEach did not run the example; call runExample() exactly once", at: hookLocation)
                throw ExampleStopped()
            }
        }
    }

    /// Runs a hook or an example. `XCTSkip` skips the example and `StopTest` stops it (with one
    /// failure, unless it stops silently), as in Quick; any other error is recorded at `location`.
    /// Each ends the example.
    private static func invoke(_ body: Body, at location: CodeLocation) async throws {
        do {
            try await body()
        } catch let stopped as ExampleStopped {
            throw stopped
        } catch let skip as XCTSkip {
            ExampleRecorder.current?.skip(String(describing: skip))
            throw ExampleStopped()
        } catch let stop as StopTest {
            // Quick's StopTest ends the example as any error does, but is no unexpected error: it
            // records its own message at its own line, or nothing when thrown `silently`.
            if stop.reportError { ExampleRecorder.fail(stop.failureDescription, at: stop.location) }
            throw ExampleStopped()
        } catch {
            ExampleRecorder.fail("unexpected error thrown: \(describe(error))", at: location)
            throw ExampleStopped()
        }
    }

    static func describe(_ error: any Error) -> String {
        let text = String(describing: error)
        let type = String(reflecting: Swift.type(of: error))
        return text.hasPrefix(type.split(separator: ".").last.map(String.init) ?? type) ? text : "\(text) (\(type))"
    }
}
