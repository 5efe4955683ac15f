import Foundation
import Testing

/// The entry points that SpecKitPlugin's generated code calls. Not meant to be called by hand.
///
/// The generated suite of a spec class has a parameterized test whose arguments are the spec's
/// runnable examples, and a disabled test whose arguments are the skipped ones, so that pending
/// and focused-out examples are reported as skipped, never as passed.
///
/// Selecting examples: `swift test --filter StackSpec` runs one spec class; the environment
/// variable `SPECKIT_FILTER` keeps only the examples whose full name, prefixed by the spec class
/// name, contains its value (case-insensitive): `SPECKIT_FILTER="Stack when empty" swift test`.
public enum SpecKitTesting {
    /// The variable that selects examples by name.
    public static let filterVariable = "SPECKIT_FILTER"

    public static func runnableExamples(of type: Spec.Type, everySpec: [String]) -> [SpecExample] {
        registry.examples(of: type, everySpec: everySpec).filter { $0.skipReason == nil }
    }

    public static func skippedExamples(of type: Spec.Type, everySpec: [String]) -> [SpecExample] {
        registry.examples(of: type, everySpec: everySpec).filter { $0.skipReason != nil }
    }

    public static func hasSkippedExamples(of type: Spec.Type, everySpec: [String]) -> Bool {
        !skippedExamples(of: type, everySpec: everySpec).isEmpty
    }

    /// The reason shown by Swift Testing for the skipped examples: each one with its reason.
    public static func skippedComment(of type: Spec.Type, everySpec: [String]) -> Comment {
        let skipped = skippedExamples(of: type, everySpec: everySpec)
        let lines = skipped.map { "\($0.name) (\($0.skipReason?.rawValue ?? "skipped"), \($0.location))" }
        return Comment(rawValue: "\(skipped.count) skipped: " + lines.joined(separator: "; "))
    }

    /// Runs one example and reports its failures to Swift Testing.
    public static func run(_ example: SpecExample, of type: Spec.Type) async {
        let (progress, problems) = registry.progress(of: type)
        let failures = await progress.run(example, problems: problems) { type.init().spec() }
        failures.forEach(TestingReporter.report)
        RunSummary.shared.count(failed: !failures.isEmpty)
    }

    static let registry = SpecRegistry()
}

/// The plans of the spec classes of this run, read once each, and whether any example is focused.
final class SpecRegistry: Sendable {
    private struct Entry {
        let examples: [SpecExample]
        let problems: [RecordedFailure]
        let progress: SuiteProgress
    }

    private struct State {
        var plans: [String: SpecPlan] = [:]
        var entries: [String: Entry] = [:]
        var focusInRun: Bool?
    }

    private let state = Lock(State())
    private let filter: String? = {
        guard let value = ProcessInfo.processInfo.environment[SpecKitTesting.filterVariable], !value.isEmpty else { return nil }
        return value.lowercased()
    }()

    func examples(of type: Spec.Type, everySpec: [String]) -> [SpecExample] {
        QuickConfigurationRegistry.shared.discover(everySpec)
        return entry(of: type, everySpec: everySpec).examples
    }

    func progress(of type: Spec.Type) -> (SuiteProgress, [RecordedFailure]) {
        let entry = entry(of: type, everySpec: [])
        return (entry.progress, entry.problems)
    }

    private func entry(of type: Spec.Type, everySpec: [String]) -> Entry {
        let key = String(reflecting: type)
        if let entry = state.withLock({ $0.entries[key] }) { return entry }
        let focus = focusInRun(everySpec: everySpec, including: type)
        let plan = plan(of: type)
        let specName = String(describing: type).lowercased()
        let examples = plan.resolved(focusInRun: focus).filter { example in
            guard let filter else { return true }
            return "\(specName) \(example.name.lowercased())".contains(filter)
        }
        let runnable = examples.filter { $0.skipReason == nil }.count
        let skipped = examples.filter { $0.skipReason != nil }
        return state.withLock { state in
            if let existing = state.entries[key] { return existing }
            let entry = Entry(examples: examples, problems: plan.problems, progress: SuiteProgress(exampleCount: runnable))
            state.entries[key] = entry
            RunSummary.shared.countSkipped(skipped)
            return entry
        }
    }

    private func plan(of type: Spec.Type) -> SpecPlan {
        let key = String(reflecting: type)
        if let plan = state.withLock({ $0.plans[key] }) { return plan }
        let plan = SpecPlan(discovering: { type.init().spec() })
        state.withLock { $0.plans[key] = plan }
        return plan
    }

    /// Whether any spec of the run has a focused example. Spec classes of other test targets are
    /// found by name, as the plugin listed them.
    private func focusInRun(everySpec: [String], including type: Spec.Type) -> Bool {
        if let known = state.withLock({ $0.focusInRun }) { return known }
        var types: [Spec.Type] = [type]
        for name in everySpec {
            if let found = _typeByName(name) as? Spec.Type { types.append(found) }
        }
        let focus = types.contains { plan(of: $0).hasFocus }
        state.withLock { state in
            if state.focusInRun == nil { state.focusInRun = focus }
        }
        return state.withLock { $0.focusInRun ?? focus }
    }
}

/// Counts examples across the run and prints one summary line when the test process exits,
/// because Swift Testing's own summary counts parameterized tests, not their cases, and no skips.
final class RunSummary: Sendable {
    static let shared = RunSummary()

    private struct Counts {
        var passed = 0
        var failed = 0
        var pending = 0
        var notFocused = 0
        var registered = false
    }

    private let counts = Lock(Counts())

    func count(failed: Bool) {
        registerOnce()
        counts.withLock { failed ? ($0.failed += 1) : ($0.passed += 1) }
    }

    func countSkipped(_ examples: [SpecExample]) {
        guard !examples.isEmpty else { return }
        registerOnce()
        counts.withLock { counts in
            for example in examples {
                if example.skipReason == .pending { counts.pending += 1 } else { counts.notFocused += 1 }
            }
        }
    }

    var line: String? {
        counts.withLock { counts in
            let total = counts.passed + counts.failed + counts.pending + counts.notFocused
            guard counts.passed + counts.failed > 0 else { return nil }
            let skipped = counts.pending + counts.notFocused
            var reasons: [String] = []
            if counts.pending > 0 { reasons.append("\(counts.pending) pending") }
            if counts.notFocused > 0 { reasons.append("\(counts.notFocused) not focused") }
            let detail = reasons.isEmpty ? "" : " (\(reasons.joined(separator: ", ")))"
            return "SpecKit: \(total) examples: \(counts.passed) passed, \(counts.failed) failed, \(skipped) skipped\(detail)."
        }
    }

    private func registerOnce() {
        let first = counts.withLock { counts in
            defer { counts.registered = true }
            return !counts.registered
        }
        if first {
            atexit {
                if let line = RunSummary.shared.line {
                    FileHandle.standardOutput.write(Data((line + "\n").utf8))
                }
            }
        }
    }
}
