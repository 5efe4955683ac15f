import Foundation
import Standup
import Swinject

/// What a run of standup sees of its process: the variables, the working directory, the
/// console, and how the composition root makes a container from the settings.
public struct StandupContext: Sendable {
    public var environment: [String: String]
    public var workingDirectory: URL
    public var console: any Console
    public var makeResolver: @Sendable (StandupSettings) -> Resolver

    public init(
        environment: [String: String],
        workingDirectory: URL,
        console: any Console,
        makeResolver: @escaping @Sendable (StandupSettings) -> Resolver
    ) {
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.console = console
        self.makeResolver = makeResolver
    }

    /// The context of this run: the process's unless a spec binds another.
    @TaskLocal public static var current = StandupContext(
        environment: ProcessInfo.processInfo.environment,
        workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        console: StandardConsole(),
        makeResolver: { _ in Container() }
    )
}
