import CLI
import Configuration
import Injection
import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An app: its name, version and help, its component assemblies, its commands and its own
/// global options. `main()` is all a `main.swift` calls; specs call `run(_:platform:)` with
/// platform doubles and read the exit status it returns. Every app also gets the shared `config`
/// and `graph` commands, the output options (`--json`, `--no-color`) and the configuration
/// options (`--env`, `--config-dir`, `--set`), and one key of the framework's, `log.level`, which
/// sets how much its `Logger` writes on standard error (`LoggingSettings`).
///
/// ```swift
/// // main.swift of the executable target
/// import Composition
/// import StandupAssemblies
///
/// StandupApp.application.main()
/// ```
///
/// Configuration files are found by `ConfigurationSearch.app(name, ...)`: `--config-dir`, then
/// `<NAME>_CONFIG_DIR`, then `$XDG_CONFIG_HOME/<name>/`, then `./Config/<name>/`; the
/// environment is `--env`, else `<NAME>_ENV`, else `development`.
public struct Application: Sendable {
    /// The app's name, as typed on the command line and used to find its configuration.
    public let name: String
    /// The version `--version` prints.
    public let version: String
    /// One line on what the app does, the first line of `--help`.
    public let abstract: String
    /// More on the app, printed after the abstract in `--help`.
    public let discussion: String
    /// Builds the container for a configuration.
    public let assembler: AppAssembler
    /// The app's own commands.
    public let commands: [Command<AppContext>]
    /// The app's own global options, each a shorthand for one of its keys (`--seed`).
    public let options: [SettingOption]
    /// `--env`, `--config-dir` and `--set`, declared once for this app: they parse its command
    /// line and read the configuration request back from it.
    public let configurationOptions: ConfigurationOptions

    /// Declares an app from its name, help, component assemblies, commands and global options,
    /// and its own defaults for keys its components declare (`SettingDefault(HTTPSettings.maxRedirects, 0)`),
    /// which hold wherever the binary runs and `config` shows as `app default`.
    public init(
        name: String,
        version: String,
        abstract: String,
        discussion: String = "",
        components: [any ComponentAssembly.Type],
        commands: [Command<AppContext>],
        options: [SettingOption] = [],
        defaults: [SettingDefault] = []
    ) {
        self.name = name
        self.version = version
        self.abstract = abstract
        self.discussion = discussion
        let assembler = AppAssembler(components: components, defaults: defaults)
        self.assembler = assembler
        self.commands = commands
        self.options = options
        configurationOptions = ConfigurationOptions(forApp: name, schema: { assembler.runtimeSchema() })
    }

    /// The version of the framework an app is built on, the latest release in CHANGELOG.md
    /// (`.ci/check-api` keeps the two equal). The demo apps answer it to `--version`.
    public static let frameworkVersion = "0.1.0"

    /// The command tree: the app's commands, then `config` and `graph`; the configuration
    /// options, the output options, then the app's own. Its help ends with the EXIT STATUS
    /// table every app shares (`ExitCode.classes`).
    public var rootCommand: Command<AppContext> {
        Command(
            name,
            abstract: abstract,
            discussion: discussion,
            version: version,
            globalOptions: configurationOptions.all + OutputOptions.all + options.map(\.option),
            subcommands: commands + [SharedCommands.config, SharedCommands.graph],
            helpSections: [Self.exitStatus]
        )
    }

    /// The EXIT STATUS section of every app's help: one row per failure class.
    public static let exitStatus = HelpSection("EXIT STATUS", rows: ExitCode.classes.map { (String($0.code.rawValue), $0.meaning) })

    /// Where this app's configuration is looked for, and the variables that name its directory
    /// and environment.
    public func configurationSearch(locations: any FileLocations) -> ConfigurationSearch {
        .app(name, locations: locations)
    }

    /// What a synchronous `main.swift` calls: runs this process's command line on the main
    /// thread (`CallingThread`: a command that waits for nothing starts no thread) and exits
    /// with its status. When the reader of standard output went away (`users | head -1` with
    /// SIGPIPE ignored, so the write failed with `EPIPE`), the process ends by SIGPIPE, quietly,
    /// as a Unix tool whose pipe closed does.
    public func main() -> Never {
        Self.unblockInterruptSignals()
        let arguments = Array(CommandLine.arguments.dropFirst())
        let status = CallingThread.run { await self.run(arguments) }
        if status == .outputClosed {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
        }
        exit(status.rawValue)
    }

    /// Lets the main thread take SIGINT, SIGTERM and SIGHUP, which a parent may have left
    /// blocked (a signal mask is inherited across `exec`: a process started from a thread of a
    /// pool that blocks them, as test runners do). The work runs on the main thread, and
    /// libdispatch's threads block them, so without this Ctrl-C would reach no thread.
    private static func unblockInterruptSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Parses the command line (without the program name) once, loads the configuration,
    /// builds the container, runs the command, and returns the exit status. The graph is
    /// validated only when a resolution fails (`GraphValidation.onFailure`): the app's specs
    /// validate every graph its configuration can choose.
    /// Every failure is printed on standard error by the CLI's error printer.
    public func run(
        _ arguments: [String],
        platform: PlatformServices = .live(),
        fileSystem: any ConfigurationFileSystem = LocalConfigurationFileSystem()
    ) async -> ExitCode {
        let assembler = assembler
        let options = options
        let configurationOptions = configurationOptions
        let name = name
        let search = configurationSearch(locations: platform.locations)
        return await CommandLineTool(root: rootCommand, sleeper: platform.sleeper, clock: platform.clock)
            .run(arguments, console: platform.console, environment: platform.environment) { invocation, output in
                let request = configurationOptions.request(from: invocation, shorthands: options)
                let started = output.isVerbose ? platform.clock.now : nil
                let configuration = try assembler.loadConfiguration(request, search: search, platform: platform, fileSystem: fileSystem)
                let loaded = output.isVerbose ? platform.clock.now : nil
                let logger = LoggingSettings.logger(label: name, configuration: configuration, platform: platform, json: output.isJSON)
                RunLog(configuration: configuration, search: search).configurationChosen(logger)
                let app = try assembler.assemble(configuration: configuration, platform: platform, validation: .onFailure, logger: logger)
                RunLog.implementationsChosen(app.bindings, logger)
                if let started, let loaded {
                    VerboseReport(configuration: configuration, search: search).write(to: output)
                    output.verbose("configuration loaded in \(VerboseReport.milliseconds(loaded.timeIntervalSince(started)))")
                    output.verbose("container assembled in \(VerboseReport.milliseconds(platform.clock.now.timeIntervalSince(loaded)))")
                }
                return AppContext(invocation: invocation, output: output, platform: platform, app: app)
            }
    }
}
