import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The process's globals, handed to the composition root once: the console, the environment,
/// file locations, the clock, randomness, sleeping and where log entries go. `live()` reads the
/// real ones; specs pass buffered, fixed and seeded ones.
public struct PlatformServices: Sendable {
    /// The terminal the app writes to.
    public let console: any Console
    /// The environment variables the app reads.
    public let environment: any EnvironmentVariables
    /// The home, working, temporary, data and configuration directories.
    public let locations: any FileLocations
    /// The clock.
    public let clock: any TimeSource
    /// The source of random numbers.
    public let random: any RandomSource
    /// How the app waits, real or immediate.
    public let sleeper: any Sleeping
    /// Where the app's `Logger` writes; nil for standard error, one line an entry (JSON under
    /// `--json`). A spec passes a `CapturingLogHandler` to assert on what the app logged.
    public let logHandler: (any LogHandler)?

    /// Creates a set of platform services; production uses the system ones, specs the doubles.
    public init(
        console: any Console,
        environment: any EnvironmentVariables,
        locations: any FileLocations,
        clock: any TimeSource,
        random: any RandomSource,
        sleeper: any Sleeping,
        logHandler: (any LogHandler)? = nil
    ) {
        self.logHandler = logHandler
        self.console = console
        self.environment = environment
        self.locations = locations
        self.clock = clock
        self.random = random
        self.sleeper = sleeper
    }

    /// The real globals of this process: its standard streams, variables, home and working
    /// directory, wall clock, system randomness and real sleeping.
    public static func live() -> PlatformServices {
        let environment = ProcessEnvironment()
        return PlatformServices(
            console: StandardConsole(),
            environment: environment,
            locations: SystemFileLocations(environment: environment),
            clock: SystemTimeSource(),
            random: SystemRandomSource(),
            sleeper: TaskSleeper()
        )
    }
}
