/// Runs a spec in isolation, outside Swift Testing, and reports what happened to each example.
///
/// This is how SpecKit specifies itself: a meta-spec runs a sample spec and asserts on the report.
/// Failures inside the sample are recorded in the report, not in the example that runs it.
///
/// ```swift
/// let report = await SpecRunner.run {
///     describe("math") {
///         it("adds") { expect(1 + 1).to(equal(3)) }
///         xit("divides") {}
///     }
/// }
/// expect(report.example("math adds")?.failures.first?.message) == "expected to equal <3>, got <2>"
/// ```
public enum SpecRunner {
    /// Runs every example declared by `body`, with the focus and pending rules of a whole run.
    public static func run(_ body: @escaping () -> Void) async -> SpecReport {
        // Built once, on the main thread, as `swift test` builds a spec class.
        let built = try? await MainThread.shared.run { () -> BuiltSpec in
            let builder = SpecBuilder()
            builder.build(body)
            return BuiltSpec(builder)
        }
        guard let built else { return SpecReport(examples: []) }
        let report = await run(built)
        await built.release()
        return report
    }

    private static func run(_ built: BuiltSpec) async -> SpecReport {
        guard let builder = built.builder else { return SpecReport(examples: []) }
        let plan = SpecPlan(builder)
        let examples = plan.resolved(focusInRun: plan.hasFocus)
        let runnable = examples.filter { $0.skipReason == nil }
        let progress = SuiteProgress(exampleCount: runnable.count)
        if let record = SuiteRun.problemsWithoutExamples(spec: "", problems: plan.problems, declared: plan.examples.count) {
            return SpecReport(examples: [ExampleReport(example: record.example, status: .failed, failures: record.failures)])
        }
        var reports: [ExampleReport] = []
        await SuiteProgress.inOrder(examples, of: builder) { example in
            if let reason = example.skipReason {
                reports.append(ExampleReport(example: example, status: .skipped(reason), failures: []))
                return
            }
            let outcome = await progress.run(example, of: builder, specName: "", problems: plan.problems)
            let status: ExampleReport.Status =
                switch outcome.record {
                case .passed: .passed
                case .failed: .failed
                case let .skipped(reason): .skipped(reason)
                }
            reports.append(ExampleReport(example: example, status: status, failures: outcome.failures))
        }
        return SpecReport(examples: reports)
    }

    /// Runs every example of a spec class.
    public static func run(_ type: Spec.Type) async -> SpecReport {
        await run { type.init().spec() }
    }

    /// Runs several spec classes as `swift test` runs the spec classes of a package, with the
    /// settings `environment` holds (`SPECKIT_FILTER`, `SPECKIT_SHARD`, `TEST_TOTAL_SHARDS` and
    /// `TEST_SHARD_INDEX`, `SPECKIT_JUNIT`, `SPECKIT_RERUN_FAILED`, see `RunSettings`), and returns
    /// the record of every example this run reported. With a `buildDirectory`, the list of failed
    /// examples is read from and written to it as a `swift test` run does with `.build`.
    ///
    /// ```swift
    /// let report = try await SpecRunner.runSuite(
    ///     [SuiteSpec(name: "Samples.StackSpec") { it("pushes") {} }],
    ///     environment: ["SPECKIT_SHARD": "1/2"]
    /// )
    /// ```
    public static func runSuite(
        _ specs: [SuiteSpec],
        environment: [String: String] = [:],
        buildDirectory: String? = nil,
        root: String? = nil
    ) async throws -> SuiteReport {
        let settings = try RunSettings(environment: environment)
        let run = SuiteRun(settings: settings, buildDirectory: buildDirectory, root: root)
        let plan = try await run.plan { specs.map { ($0.name, $0.shortName, $0.body) } }
        for spec in specs {
            await run.runExamples(of: spec.name, plan: plan) { _ in }
        }
        let timestamp = "2026-01-01T00:00:00"
        let problems = run.finish(timestamp: timestamp, hostname: "localhost")
        if let problem = problems.first { throw SuiteRunFailure(description: problem) }
        return SuiteReport(
            records: run.records,
            junit: JUnitReport.xml(records: run.records, root: root, timestamp: timestamp, hostname: "localhost")
        )
    }
}

/// What an isolated run reported.
public struct SpecReport: Sendable, CustomStringConvertible {
    /// Every example's report, in declaration order.
    public let examples: [ExampleReport]

    /// The report of the example with this full name.
    public func example(_ name: String) -> ExampleReport? {
        examples.first { $0.name == name }
    }

    /// The examples that passed.
    public var passed: [ExampleReport] { examples.filter { $0.status == .passed } }
    /// The examples that failed.
    public var failed: [ExampleReport] { examples.filter { $0.status == .failed } }
    /// The examples that did not run.
    public var skipped: [ExampleReport] { examples.filter { if case .skipped = $0.status { true } else { false } } }

    /// A line per example: its status and name.
    public var description: String {
        examples.map { "\($0.status) \($0.name)" + $0.failures.map { "\n  \($0)" }.joined() }.joined(separator: "\n")
    }
}

/// What happened to one example.
public struct ExampleReport: Sendable, CustomStringConvertible {
    /// How an example ended.
    public enum Status: Sendable, Equatable, CustomStringConvertible {
        /// It ran and recorded no failure.
        case passed
        /// It ran and recorded at least one failure.
        case failed
        /// It did not run, for the reason given.
        case skipped(SpecExample.SkipReason)

        /// `passed`, `failed`, or `skipped (<reason>)`.
        public var description: String {
            switch self {
            case .passed: "passed"
            case .failed: "failed"
            case let .skipped(reason): "skipped (\(reason.rawValue))"
            }
        }
    }

    /// The example.
    public let example: SpecExample
    /// How it ended.
    public let status: Status
    /// The failures it recorded, in order.
    public let failures: [RecordedFailure]

    /// The example's full name.
    public var name: String { example.name }
    /// The failure messages, in order.
    public var messages: [String] { failures.map(\.message) }
    /// The status and the example's name.
    public var description: String { "\(status) \(name)" }
}

/// A spec class for `SpecRunner.runSuite`: its module-qualified name and its body.
public struct SuiteSpec {
    /// Module-qualified, as a spec class is named in reports: `Samples.StackSpec`.
    public let name: String
    let body: () -> Void

    /// Creates a spec class for a suite run from its module-qualified name and body.
    public init(name: String, body: @escaping () -> Void) {
        self.name = name
        self.body = body
    }

    /// The name without its module, which `SPECKIT_FILTER` matches.
    public var shortName: String { name.split(separator: ".").last.map(String.init) ?? name }
}

/// What `SpecRunner.runSuite` reported: every example's record and the JUnit XML of the run.
public struct SuiteReport: Sendable {
    /// In the order the examples finished: spec by spec, in declaration order.
    public let records: [ExampleRecord]
    /// The run's JUnit XML report.
    public let junit: String

    /// The keys of the examples reported, of every outcome.
    public var keys: [ExampleKey] { records.map(\.key) }
    /// The records of examples that ran (passed or failed).
    public var ran: [ExampleRecord] { records.filter { $0.outcome == .passed || $0.outcome == .failed } }
}

/// Writing a report or the list of failed examples failed at the end of a suite run.
public struct SuiteRunFailure: Error, Sendable, CustomStringConvertible {
    /// What could not be written, and why.
    public let description: String
}
