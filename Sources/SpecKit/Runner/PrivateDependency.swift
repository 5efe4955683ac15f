#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A layout or behaviour of the toolchain that the runner relies on and that no API promises
/// (docs/ARCHITECTURE.md, "Private dependencies of the runner"). SpecKit checks each at run time
/// and, when it finds another shape, fails the run with one line (`UnknownShape`) that names the
/// environment variable turning off what the dependency gives.
package enum PrivateDependency: String, Sendable, CaseIterable {
    /// The runtime's per-image `MetadataSections` (type metadata records at offsets 64 and 72),
    /// read to find every class of the process: `SpecCensus`, the examples of `swift test list`.
    case metadataSections
    /// The command line SwiftPM hands the Swift Testing process (`--testing-library
    /// swift-testing`, then the user's options), widened before `main` (`LaunchHook`) and read
    /// by Swift Testing after it.
    case commandLine
    /// The xUnit report Swift Testing writes for `--xunit-output`, rewritten at exit (`XUnitReport`).
    case xunitReport
    /// corelibs XCTest's running test case, one for every thread, which a case SpecKit starts by
    /// hand becomes (`XCTestAssertionSink`).
    case xctestAssertions
    /// The runtime's lookup of a class by its module-qualified name (`_typeByName`), which finds
    /// the spec classes the plugin listed.
    case typeByName
    /// The main thread, which `dispatch_main()` parks through `pthread_exit` and which SpecKit
    /// keeps with a thread-specific-data destructor that runs before libdispatch's (`MainThread`).
    case mainThread

    /// What SpecKit cannot do when the shape differs, after "SpecKit cannot".
    var cannot: String {
        switch self {
        case .metadataSections: "read the classes of the process from the Swift runtime's type metadata sections"
        case .commandLine: "make swift test's --filter, --skip and list reach single examples"
        case .xunitReport: "put one test case per example into the --xunit-output report"
        case .xctestAssertions: "make XCTest's assertions inside examples fail them"
        case .typeByName: "find the spec classes the plugin listed by their names"
        case .mainThread: "run synchronous examples on the process's main thread"
        }
    }

    /// The variable that turns off what the dependency gives; nil when the runner cannot go
    /// without it.
    package var variable: String? {
        switch self {
        case .metadataSections: "SPECKIT_METADATA_SCAN"
        case .commandLine: "SPECKIT_COMMAND_LINE"
        case .xunitReport: "SPECKIT_XUNIT_EXAMPLES"
        case .xctestAssertions: "SPECKIT_XCTEST_ASSERTIONS"
        case .typeByName: nil
        case .mainThread: "SPECKIT_MAIN_THREAD"
        }
    }

    /// What a run loses with the variable set to 0, after "to run without".
    var without: String {
        switch self {
        case .metadataSections: "checking that every spec class has a test (swift test list then lists spec classes, not examples)"
        case .commandLine: "it (--filter and list then see one test per spec class)"
        case .xunitReport: "it (the report then keeps one test case per spec class, as Swift Testing wrote it)"
        case .xctestAssertions: "it (XCTest then drops its assertions' failures inside examples)"
        case .typeByName: ""
        case .mainThread: "it (synchronous examples then run on the main actor, on a worker thread)"
        }
    }

    /// Whether the environment turned the dependency off (`0`, `off`, `false` or `no`). Read with
    /// `getenv`, since `LaunchHook` asks before `main`.
    package var isTurnedOff: Bool {
        guard let variable else { return false }
        return Self.turnsOff(getenv(variable).map { String(cString: $0) })
    }

    /// Whether `value`, a variable's value, turns a dependency off.
    package static func turnsOff(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["0", "off", "false", "no"].contains(value.lowercased())
    }
}
