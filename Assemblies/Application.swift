import CLI
import Configuration
import Injection
import Platform

/// An app: its name, version and help, its component assemblies and its commands. `run` is all
/// a `main.swift` calls; the shared `config` and `graph` commands are added to every app.
///
/// ```swift
/// // Sources/people-roulette/main.swift
/// import Assemblies
/// import Foundation
///
/// let code = await PeopleRouletteApp.application.run(Array(CommandLine.arguments.dropFirst()))
/// exit(code.rawValue)
/// ```
public struct Application: Sendable {
    public let name: String
    public let version: String
    public let abstract: String
    public let discussion: String
    /// Builds the container for a configuration.
    public let assembler: AppAssembler
    /// The app's own commands.
    public let commands: [Command<AppContext>]

    public init(name: String, version: String, abstract: String, discussion: String = "",
                components: [any ComponentAssembly.Type], commands: [Command<AppContext>]) {
        self.name = name
        self.version = version
        self.abstract = abstract
        self.discussion = discussion
        assembler = AppAssembler(components: components)
        self.commands = commands
    }

    /// The command tree: the app's commands, then `config` and `graph`, with the global options.
    public var rootCommand: Command<AppContext> {
        Command(name, abstract: abstract, discussion: discussion, version: version, globalOptions: GlobalOptions.all,
                subcommands: commands + [SharedCommands.config, SharedCommands.graph])
    }

    /// Parses the command line (without the program name), loads the configuration, builds and
    /// validates the container, runs the command, and returns the exit status. Every failure is
    /// printed on standard error by the CLI's error printer.
    public func run(_ arguments: [String], platform: PlatformServices = .live(),
                    fileSystem: any ConfigurationFileSystem = LocalConfigurationFileSystem()) async -> ExitCode {
        let assembler = assembler
        return await CommandLineTool(root: rootCommand, sleeper: platform.sleeper)
            .run(arguments, console: platform.console, environment: platform.environment) { invocation, output in
                let request = GlobalValues(invocation).configurationRequest(seedKey: RandomSettings.seed.key)
                let configuration = try assembler.loadConfiguration(request, platform: platform, fileSystem: fileSystem)
                let app = try assembler.assemble(configuration: configuration, platform: platform)
                return AppContext(invocation: invocation, output: output, platform: platform, app: app)
            }
    }
}
