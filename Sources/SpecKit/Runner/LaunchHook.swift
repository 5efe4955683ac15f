#if os(Linux)
import Glibc

/// Runs before `main` in every process that links SpecKit (an ELF initializer): it arranges for the
/// main thread to serve synchronous examples once an async `main` lets go of it (`MainThread`),
/// and in a Swift Testing process that `swift test` started with `--filter` or `--list-tests`:
///
/// - each `--filter` pattern `p` becomes `(?:p)|specKitExamples_` before Swift Testing reads its
///   arguments, so Swift Testing keeps every spec class's test and SpecKit selects the examples
///   by `p` (`TestCommandLine`, `ExampleSelection`). Nothing else of the process can do it in
///   time: SwiftPM's generated `main` hands the arguments to Swift Testing first thing.
/// - `--list-tests` makes SpecKit print, when the process ends, one line per example after Swift
///   Testing's list: `Module.SpecClass/<test name>`.
///
/// It reads and replaces the C strings of `argv` (`CommandLine.unsafeArgv`), never
/// `CommandLine.arguments`, whose value Swift makes once, on first use. Which process runs Swift
/// Testing, and that Swift Testing reads `argv` after this, are SwiftPM's and Swift Testing's
/// ways, not promises: `CommandLineShape` checks both, here, in the first spec class's test and
/// at exit. It also starts watching XCTest's cases (`XCTestCaseWatch`), in every process.
@used @section(".init_array")
private let specKitLaunchHook: @convention(c) () -> Void = {
    // On the main thread, before `main`: the only moment to ask for it later (`MainThread`).
    MainThread.install()
    LaunchHook.run()
}

enum LaunchHook {
    /// Whether the hook ran in this process, and how many `--filter` patterns it widened.
    static let state = Lock((ran: false, widened: 0))

    static func run() {
        state.withLock { $0.ran = true }
        let count = Int(CommandLine.argc)
        let argv = CommandLine.unsafeArgv
        var arguments: [String] = []
        arguments.reserveCapacity(count)
        for index in 0..<count {
            arguments.append(argv[index].map { String(cString: $0) } ?? "")
        }
        // Before any XCTest case starts, so that a failure outside an example finds the running
        // case, or knows none runs (the Swift Testing process runs only SpecKit's own).
        XCTestCaseWatch.shared.watchFromLaunch()
        let commandLine = TestCommandLine(arguments: arguments)
        guard !PrivateDependency.commandLine.isTurnedOff else { return }
        if let shape = CommandLineShape.atLaunch(commandLine) { shape.endProcess() }
        guard commandLine.isSwiftTesting else { return }
        var index = 1
        var widened = 0
        // The copies are never freed: argv lives as long as the process.
        while index < count {
            let argument = arguments[index]
            if argument == "--filter", index + 1 < count, let copy = strdup(TestCommandLine.widened(arguments[index + 1])) {
                argv[index + 1] = copy
                widened += 1
                index += 1
            } else if argument.hasPrefix("--filter="), let copy = strdup("--filter=" + TestCommandLine.widened(String(argument.dropFirst(9)))) {
                argv[index] = copy
                widened += 1
            }
            index += 1
        }
        state.withLock { [widened] in $0.widened = widened }
        if commandLine.listsTests {
            atexit { ExampleListing.printAll(selection: TestCommandLine.current.exampleSelection) }
        } else if widened > 0 {
            // `on_exit`, not `atexit`: the check needs the status Swift Testing exits with.
            on_exit({ status, _ in CommandLineShape.checkAtExit(status: status) }, nil)
        }
    }
}
#endif
