import ArgumentParser
import Foundation
import Standup
import Swinject

/// The options every command takes: the settings' sources and `--json`.
public struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Seed the shuffle to repeat an order.", valueName: "n"))
    public var seed: UInt64?

    @Option(name: .customLong("set"), help: ArgumentHelp("Set a key, over files and variables.", valueName: "key=value"))
    public var overrides: [String] = []

    @Option(name: .customLong("config-dir"), help: ArgumentHelp("Read the config files from this folder.", valueName: "path"))
    public var configDirectory: String?

    @Option(name: .customLong("env"), help: ArgumentHelp("Read <env>.json over default.json.", valueName: "name"))
    public var environmentName: String?

    @Flag(name: .long, help: "Print JSON.")
    public var json = false

    public init() {}

    /// The settings of this run.
    public func settings(in context: StandupContext) throws -> StandupSettings {
        var all = overrides
        if let seed { all.append("standup.seed=\(seed)") }
        let loader = StandupSettingsLoader(
            environment: context.environment,
            workingDirectory: context.workingDirectory,
            configDirectory: configDirectory,
            environmentName: environmentName,
            overrides: all
        )
        return try loader.load()
    }

    /// The container of this run.
    public func resolver(in context: StandupContext) throws -> Resolver {
        context.makeResolver(try settings(in: context))
    }
}

/// A service the container could not make.
public struct MissingService: Error, CustomStringConvertible {
    public let service: String
    public var description: String { "no \(service) is registered" }
}

extension Resolver {
    /// The service, or `MissingService`.
    public func required<Service>(_ type: Service.Type) throws -> Service {
        guard let service = resolve(type) else { throw MissingService(service: String(describing: type)) }
        return service
    }
}
