import Foundation
import Standup
import StandupCLI
import Swinject

/// The standup app: its assemblies and the root command.
public enum StandupApp {
    /// The assemblies of the app, in order.
    public static func assemblies(_ settings: StandupSettings) -> [any Assembly] {
        [NetworkAssembly(), StandupAssembly(settings: settings)]
    }

    /// The container of the app on these settings.
    public static func resolver(_ settings: StandupSettings) -> Resolver {
        Assembler(assemblies(settings)).resolver
    }

    /// The context of a run, on the process's variables and working directory unless given.
    public static func context(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        console: any Console = StandardConsole(),
        makeResolver: @escaping @Sendable (StandupSettings) -> Resolver = { resolver($0) }
    ) -> StandupContext {
        StandupContext(environment: environment, workingDirectory: workingDirectory, console: console, makeResolver: makeResolver)
    }

    /// Runs `arguments` in `context`: the exit status.
    public static func run(_ arguments: [String], in context: StandupContext = context()) async -> Int32 {
        await StandupContext.$current.withValue(context) {
            await StandupCommand.run(arguments)
        }
    }
}
