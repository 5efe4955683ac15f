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
/// `CommandLine.arguments`, whose value Swift makes once, on first use.
@used @section(".init_array")
private let specKitLaunchHook: @convention(c) () -> Void = {
    // On the main thread, before `main`: the only moment to ask for it later (`MainThread`).
    MainThread.install()
    LaunchHook.run()
}

enum LaunchHook {
    static func run() {
        let count = Int(CommandLine.argc)
        let argv = CommandLine.unsafeArgv
        var arguments: [String] = []
        arguments.reserveCapacity(count)
        for index in 0..<count {
            arguments.append(argv[index].map { String(cString: $0) } ?? "")
        }
        let commandLine = TestCommandLine(arguments: arguments)
        guard commandLine.isSwiftTesting else { return }
        var index = 1
        // The copies are never freed: argv lives as long as the process.
        while index < count {
            let argument = arguments[index]
            if argument == "--filter", index + 1 < count, let copy = strdup(TestCommandLine.widened(arguments[index + 1])) {
                argv[index + 1] = copy
                index += 1
            } else if argument.hasPrefix("--filter="), let copy = strdup("--filter=" + TestCommandLine.widened(String(argument.dropFirst(9)))) {
                argv[index] = copy
            }
            index += 1
        }
        if commandLine.listsTests {
            atexit { ExampleListing.printAll(selection: TestCommandLine.current.exampleSelection) }
        }
    }
}
#endif
