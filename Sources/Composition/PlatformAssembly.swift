import Configuration
import Injection
import Platform

/// Registers the platform globals every component may depend on: `Console`,
/// `EnvironmentVariables`, `FileLocations`, `TimeSource`, `Sleeping`, `RandomSource`, and the
/// run's `Logger`. Every app assembler includes it first; it declares the one key of the
/// framework, `log.level` (`LoggingSettings`). An app that wants runs to repeat replaces the
/// random source with `AssemblyContext.randomSource(seededBy:)` and its own key.
public struct PlatformAssembly: ComponentAssembly {
    public static let settings: [any SettingDeclaring] = LoggingSettings.all

    let platform: PlatformServices
    let logger: Logger

    public init(context: AssemblyContext) throws {
        platform = context.platform
        logger = context.logger
        let services: [(service: any Any.Type, implementation: any Any.Type)] = [
            ((any Console).self, type(of: platform.console)), ((any EnvironmentVariables).self, type(of: platform.environment)),
            ((any FileLocations).self, type(of: platform.locations)), ((any TimeSource).self, type(of: platform.clock)),
            ((any Sleeping).self, type(of: platform.sleeper)), ((any RandomSource).self, type(of: platform.random)),
        ]
        for (service, implementation) in services {
            context.record(Binding(service: service, implementation: implementation))
        }
    }

    /// Registers the platform services (console, environment, file locations, clock, random source, sleeper, logger) in the container.
    public func assemble(container: Container) {
        let platform = platform
        let logger = logger
        container.register(Logger.self) { _ in logger }.inObjectScope(.container)
        container.register((any Console).self) { _ in platform.console }.inObjectScope(.container)
        container.register((any EnvironmentVariables).self) { _ in platform.environment }.inObjectScope(.container)
        container.register((any FileLocations).self) { _ in platform.locations }.inObjectScope(.container)
        container.register((any TimeSource).self) { _ in platform.clock }.inObjectScope(.container)
        container.register((any Sleeping).self) { _ in platform.sleeper }.inObjectScope(.container)
        container.register((any RandomSource).self) { _ in platform.random }.inObjectScope(.container)
    }
}
