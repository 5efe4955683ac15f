/// What happened to one example in a run: the record a JUnit report and the rerun list are made of.
public struct ExampleRecord: Sendable {
    /// How an example ended.
    public enum Outcome: Sendable, Equatable {
        /// It ran and recorded no failure.
        case passed
        /// It ran and recorded at least one failure.
        case failed
        /// It did not run, for the reason given.
        case skipped(SpecExample.SkipReason)
    }

    /// The spec class, module-qualified: `SpecKitSpecs.StackSpec`.
    public let spec: String
    /// The example.
    public let example: SpecExample
    /// How it ended.
    public let outcome: Outcome
    /// The failures it recorded, in order; empty unless it failed.
    public let failures: [RecordedFailure]
    /// Seconds the example took with its hooks; 0 when skipped.
    public let seconds: Double

    /// Creates the record of one example's run, which took `seconds`.
    public init(spec: String, example: SpecExample, outcome: Outcome, failures: [RecordedFailure], seconds: Double) {
        self.spec = spec
        self.example = example
        self.outcome = outcome
        self.failures = failures
        self.seconds = seconds
    }

    /// The key the rerun list and filters know the example by.
    public var key: ExampleKey { ExampleKey(spec: spec, name: example.name) }

    /// The line a person reads for this example: `✔ StackSpec: Stack after a push has the value on top (0.4 ms)`.
    public var consoleLine: String {
        // Appended piece by piece, the dot found in the UTF-8 view: a line is written for every
        // example, so its cost is part of every example's (SpecKitBenchmarks).
        let shortSpec = spec.utf8.lastIndex(of: UInt8(ascii: ".")).map { spec[spec.utf8.index(after: $0)...] } ?? spec[...]
        var line: String
        switch outcome {
        case .passed: line = "✔ "
        case .failed: line = "✘ "
        case .skipped: line = "➜ "
        }
        line += shortSpec
        line += ": "
        line += example.name
        switch outcome {
        case .passed:
            line += " ("
        case .failed:
            let places = failures.map(\.location.description)
            let unique = places.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            line += " failed at "
            line += unique.joined(separator: ", ")
            line += " ("
        case let .skipped(reason):
            line += " skipped: "
            line += reason.rawValue
            line += " ("
            line += example.location.description
            line += ")"
            return line
        }
        line += Self.milliseconds(seconds)
        line += ")"
        return line
    }

    private static func milliseconds(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10_000).rounded())
        return "\(tenths / 10).\(tenths % 10) ms"
    }
}
