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
        let plan = SpecPlan(discovering: body)
        let examples = plan.resolved(focusInRun: plan.hasFocus)
        let runnable = examples.filter { $0.skipReason == nil }
        let progress = SuiteProgress(exampleCount: runnable.count)
        var reports: [ExampleReport] = []
        for example in examples {
            if let reason = example.skipReason {
                reports.append(ExampleReport(example: example, status: .skipped(reason), failures: []))
                continue
            }
            let failures = await progress.run(example, problems: plan.problems, body: body)
            reports.append(ExampleReport(example: example, status: failures.isEmpty ? .passed : .failed, failures: failures))
        }
        return SpecReport(examples: reports)
    }

    /// Runs every example of a spec class.
    public static func run(_ type: Spec.Type) async -> SpecReport {
        await run { type.init().spec() }
    }
}

/// What an isolated run reported.
public struct SpecReport: Sendable, CustomStringConvertible {
    public let examples: [ExampleReport]

    /// The report of the example with this full name.
    public func example(_ name: String) -> ExampleReport? {
        examples.first { $0.name == name }
    }

    public var passed: [ExampleReport] { examples.filter { $0.status == .passed } }
    public var failed: [ExampleReport] { examples.filter { $0.status == .failed } }
    public var skipped: [ExampleReport] { examples.filter { if case .skipped = $0.status { true } else { false } } }

    public var description: String {
        examples.map { "\($0.status) \($0.name)" + $0.failures.map { "\n  \($0)" }.joined() }.joined(separator: "\n")
    }
}

/// What happened to one example.
public struct ExampleReport: Sendable, CustomStringConvertible {
    public enum Status: Sendable, Equatable, CustomStringConvertible {
        case passed
        case failed
        case skipped(SpecExample.SkipReason)

        public var description: String {
            switch self {
            case .passed: "passed"
            case .failed: "failed"
            case let .skipped(reason): "skipped (\(reason.rawValue))"
            }
        }
    }

    public let example: SpecExample
    public let status: Status
    public let failures: [RecordedFailure]

    /// The example's full name.
    public var name: String { example.name }
    /// The failure messages, in order.
    public var messages: [String] { failures.map(\.message) }
    public var description: String { "\(status) \(name)" }
}
