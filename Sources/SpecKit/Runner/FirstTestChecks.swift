/// The checks of the runner's private dependencies that need a running Swift Testing test, made
/// once per process by the first spec class's test: XCTest's running case (`XCTestAssertionSink`),
/// the command line Swift Testing read (`CommandLineShape`), and the lookup of spec classes by
/// name. A shape SpecKit does not know fails that test and the run.
package enum FirstTestChecks {
    private static let done = Lock(false)

    static func runOnce() {
        let first = done.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        var shapes: [UnknownShape] = []
        if let shape = XCTestAssertionSink.install() { shapes.append(shape) }
        #if os(Linux)
        let hook = LaunchHook.state.withLock { $0 }
        if !PrivateDependency.commandLine.isTurnedOff,
            let shape = CommandLineShape.inSwiftTesting(arguments: CommandLine.arguments, hookRan: hook.ran, widened: hook.widened)
        {
            shapes.append(shape)
        }
        #endif
        if let shape = typeLookup(_typeByName) { shapes.append(shape) }
        for shape in shapes { shape.failRun() }
    }

    /// Checks `find`, the lookup the runner finds the plugin's spec classes with (`_typeByName`,
    /// whose name format no API promises), on a class SpecKit knows: otherwise every listed
    /// class would fail as one the runner cannot find, for a reason the user cannot fix.
    package static func typeLookup(_ find: (String) -> Any.Type?) -> UnknownShape? {
        let name = String(reflecting: QuickSpec.self)
        guard let found = find(name) else {
            return UnknownShape(.typeByName, found: "no class named \(name)")
        }
        guard found == QuickSpec.self else {
            return UnknownShape(.typeByName, found: "\(name) names \(String(reflecting: found))")
        }
        return nil
    }
}
