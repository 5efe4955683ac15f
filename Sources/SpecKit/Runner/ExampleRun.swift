/// Runs one example of a spec body: builds the body along the example's path, then runs the
/// hooks and the example in the documented order, recording failures in a fresh recorder.
struct ExampleRun {
    typealias Body = SpecBuilder.Body

    /// What running an example produced.
    struct Outcome {
        var failures: [RecordedFailure]
        var beforeSuite: [(Body, CodeLocation)]
        var afterSuite: [(Body, CodeLocation)]
    }

    /// Builds the spec along the path of `example`. Returns the builder, whose suite hooks the
    /// caller may run before or after the example.
    static func prepare(_ example: SpecExample, body: () -> Void) -> SpecBuilder {
        let builder = SpecBuilder(mode: .target(example.path))
        builder.build(body)
        return builder
    }

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

    /// Runs the example prepared in `builder` with its hooks.
    static func run(_ builder: SpecBuilder, example: SpecExample, recorder: ExampleRecorder) async {
        guard let (body, location) = builder.targetBody else {
            recorder.record(
                RecordedFailure(
                    message:
                        "the example \"\(example.name)\" was not declared again when its spec was rebuilt; a spec must declare the same examples "
                        + "every time spec() runs",
                    location: example.location
                )
            )
            return
        }
        let groups = builder.targetGroups
        if let instance = builder.quickInstance {
            // Quick's `QuickSpec.current`: only Quick's spec classes pay for the task-local value.
            await QuickSpecCurrent.$box.withValue(QuickSpecCurrent.Box(instance)) {
                await runExample(groups: groups, body: body, location: location, recorder: recorder)
            }
        } else {
            await runExample(groups: groups, body: body, location: location, recorder: recorder)
        }
    }

    private static func runExample(
        groups: [SpecBuilder.Group],
        body: @escaping Body,
        location: CodeLocation,
        recorder: ExampleRecorder
    ) async {
        // Quick's hooks with metadata read the example from the recorder too.
        await ExampleRecorder.$current.withValue(recorder) {
            do {
                try await runLevel(0, groups: groups, example: body, exampleLocation: location)
            } catch {
                // Already recorded where it was thrown.
            }
        }
    }

    private static func runLevel(_ level: Int, groups: [SpecBuilder.Group], example: @escaping Body, exampleLocation: CodeLocation) async throws {
        if level == groups.count {
            for group in groups {
                for (hook, location) in group.justBeforeEach { try await invoke(hook, at: location) }
            }
            try await invoke(example, at: exampleLocation)
            return
        }
        let group = groups[level]
        if group.beforeEach.isEmpty, group.afterEach.isEmpty, group.aroundEach.isEmpty {
            // Most groups declare no hooks: no closure to make for them.
            try await runLevel(level + 1, groups: groups, example: example, exampleLocation: exampleLocation)
            return
        }
        let inner: Body = {
            var failure: (any Error)?
            do {
                for (hook, location) in group.beforeEach { try await invoke(hook, at: location) }
                try await runLevel(level + 1, groups: groups, example: example, exampleLocation: exampleLocation)
            } catch {
                failure = error
            }
            for (hook, location) in group.afterEach {
                do { try await invoke(hook, at: location) } catch { failure = failure ?? error }
            }
            if let failure { throw failure }
        }
        try await wrap(inner, in: group.aroundEach[...])
    }

    /// Wraps `body` in the around hooks, the first declared outermost.
    private static func wrap(_ body: @escaping Body, in arounds: ArraySlice<(SpecBuilder.Around, CodeLocation)>) async throws {
        guard let (around, location) = arounds.first else {
            try await body()
            return
        }
        let rest = arounds.dropFirst()
        var ran = false
        try await invoke(
            {
                try await around {
                    ran = true
                    try await wrap(body, in: rest)
                }
            },
            at: location
        )
        if !ran {
            ExampleRecorder.fail("aroundEach did not run the example; call runExample() exactly once", at: location)
            throw ExampleStopped()
        }
    }

    /// Runs a hook or an example; an unexpected error is recorded at `location` and ends the example.
    private static func invoke(_ body: Body, at location: CodeLocation) async throws {
        do {
            try await body()
        } catch let stopped as ExampleStopped {
            throw stopped
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
