/// The lines SpecKit adds to `swift test list`: one per example of every spec class the plugin
/// listed, `Module.SpecClass/<test name>`, classes in name order and examples in declaration order,
/// pending and focused-out ones too (as XCTest lists a test it would skip). `--filter` and `--skip`
/// select among them as they do in a run.
///
/// Swift Testing lists a spec class as the one test that runs it; SwiftPM prints the list the
/// Swift Testing process writes, so these lines follow it. Spec bodies are read as a run reads
/// them, without running `QuickConfiguration`s (a configuration may register hooks that run at
/// exit), so examples that a configuration's shared examples would add are not listed.
enum ExampleListing {
    /// The lines for the spec classes `types`.
    static func lines(of types: [Spec.Type], selection: ExampleSelection?) -> [String] {
        let matcher = selection.map(ExampleSelection.Matcher.init)
        var lines: [String] = []
        let named = types.map { (String(reflecting: $0), $0) }.sorted { $0.0 < $1.0 }
        for (name, type) in named {
            let plan = SpecPlan(discovering: { type.init().spec() })
            let testNames = ExampleTestNames.names(of: plan.examples)
            for (example, testName) in zip(plan.examples, testNames) {
                if let matcher, !matcher.keeps(spec: name, testName: testName, fullName: example.name) { continue }
                lines.append(name + "/" + testName)
            }
        }
        return lines
    }

    /// The spec classes every plugin-generated list of this process names, or the shape the scan
    /// of the runtime's classes met instead of the one SpecKit knows.
    static func listedSpecClasses() -> Result<[Spec.Type], UnknownShape> {
        RuntimeClasses.all().map { classes in
            PluginSpecList.names(in: classes).compactMap { _typeByName($0) as? Spec.Type }
        }
    }

    /// Prints the lines of every listed spec class on standard output; without the scan of the
    /// runtime's classes (`SPECKIT_METADATA_SCAN=0`), none. Called at exit: an unknown shape ends
    /// the process with its line.
    static func printAll(selection: ExampleSelection?) {
        guard !PrivateDependency.metadataSections.isTurnedOff else { return }
        switch listedSpecClasses() {
        case .failure(let shape):
            shape.endProcess()
        case .success(let types):
            for line in lines(of: types, selection: selection) {
                print(line)
            }
        }
    }
}
