/// What a spec declares: its examples in order and any misuse of the DSL found while reading it.
public struct SpecPlan: Sendable {
    /// The examples found, in declaration order.
    public let examples: [SpecExample]
    /// What is wrong with the spec's declarations, such as an example outside any group.
    public let problems: [RecordedFailure]

    /// Builds the spec once to read what it declares, keeping nothing it built (listing, census).
    init(discovering body: () -> Void) {
        let builder = SpecBuilder()
        builder.build(body)
        self.init(builder)
    }

    /// What `builder` found when it built the spec.
    init(_ builder: SpecBuilder) {
        examples = builder.examples
        problems = builder.problems
    }

    var hasFocus: Bool { examples.contains { $0.focused && !$0.pending } }

    /// The examples with their skip reasons for a run in which `focusInRun` says whether any
    /// example of any spec is focused.
    func resolved(focusInRun: Bool) -> [SpecExample] {
        examples.map { example in
            var example = example
            if example.pending {
                example.skipReason = .pending
            } else if focusInRun, !example.focused {
                example.skipReason = .notFocused
            }
            return example
        }
    }
}
