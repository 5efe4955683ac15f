/// What happened to one example in a run: the record a JUnit report and the rerun list are made of.
public struct ExampleRecord: Sendable {
    public enum Outcome: Sendable, Equatable {
        case passed
        case failed
        case skipped(SpecExample.SkipReason)
    }

    /// The spec class, module-qualified: `SpecKitSpecs.StackSpec`.
    public let spec: String
    public let example: SpecExample
    public let outcome: Outcome
    public let failures: [RecordedFailure]
    /// Seconds the example took with its hooks; 0 when skipped.
    public let seconds: Double

    public init(spec: String, example: SpecExample, outcome: Outcome, failures: [RecordedFailure], seconds: Double) {
        self.spec = spec
        self.example = example
        self.outcome = outcome
        self.failures = failures
        self.seconds = seconds
    }

    public var key: ExampleKey { ExampleKey(spec: spec, name: example.name) }

    /// The line a person reads for this example: `✔ StackSpec: Stack after a push has the value on top (0.4 ms)`.
    public var consoleLine: String {
        let shortSpec = spec.split(separator: ".").last.map(String.init) ?? spec
        let head = "\(shortSpec): \(example.name)"
        switch outcome {
        case .passed:
            return "✔ \(head) (\(Self.milliseconds(seconds)))"
        case .failed:
            let places = failures.map(\.location.description)
            let unique = places.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            return "✘ \(head) failed at \(unique.joined(separator: ", ")) (\(Self.milliseconds(seconds)))"
        case let .skipped(reason):
            return "➜ \(head) skipped: \(reason.rawValue) (\(example.location))"
        }
    }

    private static func milliseconds(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10_000).rounded())
        return "\(tenths / 10).\(tenths % 10) ms"
    }
}
