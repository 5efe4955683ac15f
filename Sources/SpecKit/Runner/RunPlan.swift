/// Which examples of every spec class of a run this process reports, and which of them run.
///
/// The steps, the same in every process of a sharded run:
/// 1. Focus: if any example of any spec of the run is focused (and not pending), every other
///    example is skipped as not focused. Pending examples are skipped as pending.
/// 2. `SPECKIT_FILTER` keeps the examples whose spec class name and full name contain its text;
///    `swift test --filter` and `--skip` select by test name (`ExampleSelection`).
/// 3. `SPECKIT_RERUN_FAILED` keeps the examples that failed in the previous run.
/// 4. Sharding: the runnable examples, ordered by the stable hash of their keys, then the skipped
///    ones in the same order, are dealt round-robin to the shards. Every example lands in exactly
///    one shard, and two shards differ by at most one runnable example and one example in all.
struct RunPlan: Sendable {
    /// A spec class of the run: its module-qualified name, its short name and what it declares.
    struct SpecEntry: Sendable {
        let name: String
        let shortName: String
        let plan: SpecPlan
    }

    /// The examples of each spec this process reports, in declaration order, with skip reasons.
    let examplesBySpec: [String: [SpecExample]]
    let hasFocus: Bool
    /// What `swift test --filter` and `--skip` select, if anything.
    let selection: ExampleSelection?

    init(specs: [SpecEntry], settings: RunSettings, failedLastRun: Set<ExampleKey>?) {
        let focus = specs.contains { $0.plan.hasFocus }
        hasFocus = focus
        selection = settings.selection
        var bySpec: [String: [SpecExample]] = [:]
        var keptForShards: [(key: ExampleKey, example: SpecExample)] = []
        let matcher = settings.selection.map(ExampleSelection.Matcher.init)
        for spec in specs {
            let prefix = spec.shortName.lowercased() + " "
            let testNames = matcher == nil ? [] : ExampleTestNames.names(of: spec.plan.examples)
            var kept: [SpecExample] = []
            for (index, example) in spec.plan.resolved(focusInRun: focus).enumerated() {
                if let filter = settings.filter, !(prefix + example.name.lowercased()).contains(filter) { continue }
                if let matcher, !matcher.keeps(spec: spec.name, testName: testNames[index], fullName: example.name) { continue }
                if let failedLastRun, !failedLastRun.contains(ExampleKey(spec: spec.name, name: example.name)) { continue }
                kept.append(example)
            }
            if settings.shard == nil {
                // Discovery lists a spec's examples in declaration order, the order they run in.
                if !kept.isEmpty { bySpec[spec.name] = kept }
            } else {
                keptForShards += kept.map { (ExampleKey(spec: spec.name, name: $0.name), $0) }
            }
        }
        if let shard = settings.shard {
            for (key, example) in Self.deal(keptForShards, to: shard) { bySpec[key.spec, default: []].append(example) }
            for (spec, examples) in bySpec {
                bySpec[spec] = examples.sorted { $0.path.lexicographicallyPrecedes($1.path) }
            }
        }
        examplesBySpec = bySpec
    }

    /// Whether `swift test --filter` and `--skip` keep a record of `spec` that is no example of
    /// its plan (`declares no example`).
    func keeps(spec: String, recordNamed name: String) -> Bool {
        guard let selection else { return true }
        return ExampleSelection.Matcher(selection).keeps(spec: spec, testName: ExampleTestNames.sanitised(name), fullName: name)
    }

    /// The examples of one spec for this process.
    func examples(of spec: String) -> [SpecExample] {
        examplesBySpec[spec] ?? []
    }

    /// The examples of `shard`: runnable ones first, each part in stable-hash order, dealt round-robin.
    static func deal(_ examples: [(key: ExampleKey, example: SpecExample)], to shard: Shard) -> [(key: ExampleKey, example: SpecExample)] {
        typealias Item = (hash: UInt64, key: ExampleKey, example: SpecExample)
        let items: [Item] = examples.map { ($0.key.stableHash, $0.key, $0.example) }
        func ordered(_ items: [Item]) -> [Item] {
            items.sorted { lhs, rhs in
                if lhs.hash != rhs.hash { return lhs.hash < rhs.hash }
                if lhs.key != rhs.key { return lhs.key < rhs.key }
                return lhs.example.path.lexicographicallyPrecedes(rhs.example.path)
            }
        }
        let sequence = ordered(items.filter { $0.example.skipReason == nil }) + ordered(items.filter { $0.example.skipReason != nil })
        return sequence.enumerated().compactMap { position, item in
            position % shard.count == shard.index ? (item.key, item.example) : nil
        }
    }
}
