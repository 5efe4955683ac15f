import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A run of spec classes: plans it once (focus, filter, rerun, shard), runs the examples of each
/// spec class, keeps their records, and at the end writes the JUnit report and the list of
/// failed examples.
///
/// Under `swift test` one `SuiteRun` serves the whole test process (every test target of the
/// package runs in it), through `SpecKitTesting`; `SpecRunner.runSuite` makes one for a meta-spec.
final class SuiteRun: Sendable {
    let settings: RunSettings
    /// The build folder (`.build`) that keeps the list of failed examples, or nil to keep none.
    let buildDirectory: String?
    /// The package folder: file paths in the JUnit report are relative to it.
    let root: String?

    private struct State {
        var plan: RunPlan?
        var plans: [String: SpecPlan] = [:]
        /// The spec classes built for the plan whose examples have not all run yet.
        var built: [String: BuiltSpec] = [:]
        var records: [ExampleRecord] = []
    }

    private let state = Lock(State())
    /// Names the running examples and limits their time; nil outside a `swift test` process.
    let watch: ExampleWatch?

    init(settings: RunSettings, buildDirectory: String?, root: String?, watch: ExampleWatch? = nil) {
        self.settings = settings
        self.buildDirectory = buildDirectory
        self.root = root
        self.watch = watch
    }

    var failedExamplesFile: FailedExamplesFile? {
        buildDirectory.map { FailedExamplesFile(buildDirectory: $0) }
    }

    /// The plan of the run, made on the first call from the specs `universe` lists (name, short
    /// name and body of every spec class of the run). Each spec class is built once, on the main
    /// thread as in Quick, and its examples later run from what it built.
    func plan(universe: @escaping () -> [(name: String, shortName: String, body: () -> Void)]) async throws -> RunPlan {
        if let plan = state.withLock({ $0.plan }) { return plan }
        // Jobs on the main thread run one at a time: a second caller finds the plan made.
        return try await MainThread.shared.run { [self] in
            if let plan = state.withLock({ $0.plan }) { return plan }
            var failedLastRun: Set<ExampleKey>?
            if settings.rerunFailed {
                failedLastRun = try (failedExamplesFile?.read() ?? []).union(watch?.leftover ?? [])
            }
            var entries: [RunPlan.SpecEntry] = []
            var built: [String: BuiltSpec] = [:]
            var seen: Set<String> = []
            for spec in universe() where seen.insert(spec.name).inserted {
                let builder = SpecBuilder()
                builder.build(spec.body)
                let plan = SpecPlan(builder)
                built[spec.name] = BuiltSpec(builder)
                entries.append(RunPlan.SpecEntry(name: spec.name, shortName: spec.shortName, plan: plan))
            }
            let plan = RunPlan(specs: entries, settings: settings, failedLastRun: failedLastRun)
            // What this process runs no example of is released now, here on the main thread.
            let kept = built.filter { !plan.examples(of: $0.key).isEmpty }
            state.withLock { state in
                state.plan = plan
                state.built = kept
                for entry in entries { state.plans[entry.name] = entry.plan }
            }
            built = [:]
            if settings.shard != nil, let statusFile = settings.shardStatusFile {
                Self.touch(statusFile)
            }
            return plan
        }
    }

    /// The DSL misuses found in a spec while planning.
    func problems(of spec: String) -> [RecordedFailure] {
        state.withLock { $0.plans[spec]?.problems ?? [] }
    }

    /// Runs this process's examples of one spec class in declaration order, suite hooks around
    /// them, and hands each record to `report` as it is made. What the class built is released
    /// afterwards, on the main thread: what its examples' closures hold lives until then, as in
    /// Quick.
    func runExamples(of spec: String, plan: RunPlan, report: (ExampleRecord) -> Void) async {
        let examples = plan.examples(of: spec)
        let problems = problems(of: spec)
        if let record = Self.problemsWithoutExamples(spec: spec, problems: problems, declared: state.withLock { $0.plans[spec]?.examples.count ?? 0 })
        {
            guard plan.keeps(spec: spec, recordNamed: record.example.name) else { return }
            state.withLock { $0.records.append(record) }
            report(record)
            return
        }
        guard let built = state.withLock({ $0.built.removeValue(forKey: spec) }) else { return }
        await runExamples(examples, of: built, named: spec, problems: problems, report: report)
        await built.release()
    }

    private func runExamples(
        _ examples: [SpecExample],
        of built: BuiltSpec,
        named spec: String,
        problems: [RecordedFailure],
        report: (ExampleRecord) -> Void
    ) async {
        guard let builder = built.builder else { return }
        let progress = SuiteProgress(exampleCount: examples.filter { $0.skipReason == nil }.count, watch: watch)
        let clock = ContinuousClock()
        await SuiteProgress.inOrder(examples, of: builder) { example in
            let record: ExampleRecord
            if let reason = example.skipReason {
                record = ExampleRecord(spec: spec, example: example, outcome: .skipped(reason), failures: [], seconds: 0)
            } else {
                let start = clock.now
                let outcome = await progress.run(example, of: builder, specName: spec, problems: problems)
                let elapsed = start.duration(to: clock.now).components
                let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
                record = ExampleRecord(
                    spec: spec,
                    example: example,
                    outcome: outcome.record,
                    failures: outcome.failures,
                    seconds: seconds
                )
            }
            state.withLock { $0.records.append(record) }
            report(record)
        }
    }

    /// Adds a record made outside `runExamples`: a failure of the run itself.
    func append(_ record: ExampleRecord) {
        state.withLock { $0.records.append(record) }
    }

    /// A spec that declares no example but misuses the DSL (`itBehavesLike` a name no one declared)
    /// fails in a record of its own, since no example carries its problems.
    static func problemsWithoutExamples(spec: String, problems: [RecordedFailure], declared: Int) -> ExampleRecord? {
        guard declared == 0, let first = problems.first else { return nil }
        let example = SpecExample(path: [], components: ["declares no example"], location: first.location, focused: false, pending: false)
        return ExampleRecord(spec: spec, example: example, outcome: .failed, failures: problems, seconds: 0)
    }

    /// Every record so far, in the order the examples finished.
    var records: [ExampleRecord] { state.withLock { $0.records } }

    /// The test names of the examples of each planned spec class, by example path
    /// (`ExampleTestNames`).
    func testNames() -> [String: [[Int]: String]] {
        let plans = state.withLock { $0.plans }
        var names: [String: [[Int]: String]] = [:]
        for (spec, plan) in plans {
            let list = ExampleTestNames.names(of: plan.examples)
            names[spec] = Dictionary(zip(plan.examples.map(\.path), list), uniquingKeysWith: { first, _ in first })
        }
        return names
    }

    /// Writes the JUnit report (when asked) and updates the list of failed examples. Returns the
    /// problems, one line each, for the caller to print.
    func finish(timestamp: String, hostname: String, runSeconds: Double? = nil) -> [String] {
        let records = records
        var problems: [String] = []
        if let path = settings.junitPath {
            let xml = JUnitReport.xml(records: records, root: root, timestamp: timestamp, hostname: hostname, runSeconds: runSeconds)
            if let reason = Self.write(xml, to: path) {
                problems.append(
                    "cannot write the JUnit report \(path) (\(RunSettings.junitVariable)): \(reason); check that its folder can be written"
                )
            }
        }
        if let file = failedExamplesFile {
            let ran = Set(records.filter { $0.outcome == .passed || $0.outcome == .failed }.map(\.key))
            let failed = Set(records.filter { $0.outcome == .failed }.map(\.key))
            do {
                // An example a dead process was running failed, whatever else ran since.
                let previous = ((try? file.read()) ?? []).union(watch?.leftover ?? [])
                try file.write(FailedExamplesFile.updated(previous, ran: ran, failed: failed))
            } catch {
                problems.append(error.description)
            }
        }
        return problems
    }

    /// Writes `text` to a temporary file beside `path`, then renames it over `path`; creates the
    /// folders on the way.
    private static func write(_ text: String, to path: String) -> String? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = path + ".\(getpid()).tmp"
        guard let file = fopen(temporary, "w") else { return String(cString: strerror(errno)) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            unlink(temporary)
            return "the disk refused the write"
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return reason
        }
        return nil
    }

    private static func touch(_ path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        if descriptor >= 0 { close(descriptor) }
    }
}
