/// The checks that the command line `LaunchHook` rewrites is in the shape SpecKit knows: SwiftPM
/// hands the Swift Testing process its command line with `--testing-library swift-testing`, the
/// XCTest process none of the options SpecKit reads, and Swift Testing reads `argv` after the hook
/// rewrote it. Each check takes the shape as input; the hook, the first spec class's test and the
/// exit call them on this process's.
package enum CommandLineShape {
    /// The testing libraries SwiftPM's generated runner knows.
    static let knownLibraries: Set<String> = ["swift-testing", "xctest"]

    /// Before `main`: a command line SpecKit can tell the Swift Testing process by. `--filter`,
    /// `--skip` or `--xunit-output` (options SwiftPM hands Swift Testing only) without `--testing-library
    /// swift-testing` means SwiftPM names the process's library another way, which the hook would
    /// not see: Swift Testing would filter out the spec classes' tests and run nothing.
    package static func atLaunch(_ commandLine: TestCommandLine) -> UnknownShape? {
        if let library = commandLine.testingLibrary, !knownLibraries.contains(library) {
            return UnknownShape(.commandLine, found: "--testing-library \(library); SpecKit knows swift-testing and xctest")
        }
        guard !commandLine.isSwiftTesting else { return nil }
        let options = [
            commandLine.filters.isEmpty ? nil : "--filter",
            commandLine.skips.isEmpty ? nil : "--skip",
            commandLine.xunitPath == nil ? nil : "--xunit-output",
        ]
        guard let option = options.compactMap({ $0 }).first else { return nil }
        return UnknownShape(.commandLine, found: "\(option) in a process SwiftPM did not start with --testing-library swift-testing")
    }

    /// In the first spec class's test, which Swift Testing runs: the hook ran before `main`
    /// (`hookRan`), and `arguments` (what Swift reads `argv` as) name Swift Testing and hold the
    /// `widened` patterns as the hook wrote them.
    package static func inSwiftTesting(arguments: [String], hookRan: Bool, widened: Int) -> UnknownShape? {
        guard hookRan else {
            return UnknownShape(.commandLine, found: "the initializer SpecKit places in .init_array did not run before main")
        }
        let seen = TestCommandLine(arguments: arguments)
        guard seen.isSwiftTesting else {
            return UnknownShape(.commandLine, found: "Swift Testing runs in a process whose command line has no --testing-library swift-testing")
        }
        guard seen.widenedFilters == widened else {
            return UnknownShape(
                .commandLine,
                found: "the process read \(seen.widenedFilters) of the \(widened) --filter patterns SpecKit widened before main"
            )
        }
        return nil
    }

    /// At exit: with every `--filter` widened, Swift Testing runs the test of every spec class of
    /// `everySpec` that no `--skip` pattern names. A test it did not run means it read the
    /// filters before the hook widened them, and the examples the user selected never ran.
    package static func atExit(everySpec: [String], ran: Set<String>, skips: [String]) -> UnknownShape? {
        let skipping = ExampleSelection.Matcher(ExampleSelection(filters: skips))
        let missing = everySpec.filter { spec in
            !ran.contains(spec) && (skips.isEmpty || !skipping.matches(TestCommandLine.glueTestID(of: spec)))
        }
        guard let first = missing.sorted().first else { return nil }
        return UnknownShape(
            .commandLine,
            found: "Swift Testing did not run the tests of \(missing.count) spec classes, \(first) first, that the widened --filter keeps"
        )
    }

    /// The check at exit on this process, which exits with `status`: the spec classes' tests that
    /// ran (`GlueTests`), against every spec class the plugin listed. Ends the process when it fails.
    static func checkAtExit(status: Int32) {
        var everySpec = GlueTests.everySpec
        if everySpec.isEmpty {
            // No spec class's test ran. A failing status is Swift Testing stopping before any test
            // (a report it cannot write, a pattern it cannot compile), which it has explained; a
            // passing one, a run of nothing the user asked for, and the plugin's lists say which
            // tests should have run.
            guard status == 0, !PrivateDependency.metadataSections.isTurnedOff else { return }
            switch RuntimeClasses.all() {
            case .failure(let shape): shape.endProcess()
            case .success(let classes): everySpec = Array(PluginSpecList.names(in: classes))
            }
        }
        // The plugin lists `QuickConfiguration` classes too, which have no test of their own.
        let specs = everySpec.filter { _typeByName($0) is Spec.Type }
        if let shape = atExit(everySpec: specs, ran: GlueTests.ran, skips: TestCommandLine.current.skips) {
            shape.endProcess()
        }
    }
}

/// The spec classes whose Swift Testing test ran in this process, and every spec class the plugin
/// listed, for `CommandLineShape.checkAtExit`.
enum GlueTests {
    private static let state = Lock((every: [String](), ran: Set<String>()))

    static var everySpec: [String] { state.withLock { $0.every } }
    static var ran: Set<String> { state.withLock { $0.ran } }

    /// Notes that the test of `spec` runs, in a run of the spec classes `everySpec`.
    static func noteRunning(_ spec: String, everySpec: [String]) {
        state.withLock { state in
            if state.every.isEmpty { state.every = everySpec }
            state.ran.insert(spec)
        }
    }
}
