import Configuration
import Injection
import Platform

/// Registers the platform globals every component may depend on: `Console`,
/// `EnvironmentVariables`, `FileLocations`, `TimeSource`, `Sleeping`, and `RandomSource`, which
/// is seeded when `roulette.seed` (or `--seed`) is set. Every app assembler includes it first.
public struct PlatformAssembly: ComponentAssembly {
    public static let settings: [any SettingDeclaring] = RandomSettings.all

    let platform: PlatformServices
    let random: Implementation<any RandomSource>
    let fixed: [Binding]

    public init(context: AssemblyContext) throws {
        platform = context.platform
        let source = context.configuration.source(of: RandomSettings.seed.key)
        if let seed = try context.configuration.valueIfSet(of: RandomSettings.seed) {
            let binding = Binding(service: "RandomSource", implementation: "SeededRandomSource", key: RandomSettings.seed.key,
                                  value: String(seed), origin: source?.origin)
            let seeded = SeededRandomSource(seed: UInt64(seed))
            random = Implementation(binding: binding) { container, name in container.register((any RandomSource).self, name: name) { _ in seeded } }
        } else {
            let binding = Binding(service: "RandomSource", implementation: _typeName(type(of: platform.random), qualified: false),
                                  key: RandomSettings.seed.key, value: nil, origin: "unset")
            random = Implementation(binding: binding) { [platform] container, name in
                container.register((any RandomSource).self, name: name) { _ in platform.random }
            }
        }
        fixed = [
            Binding(service: "Console", implementation: _typeName(type(of: platform.console), qualified: false)),
            Binding(service: "EnvironmentVariables", implementation: _typeName(type(of: platform.environment), qualified: false)),
            Binding(service: "FileLocations", implementation: _typeName(type(of: platform.locations), qualified: false)),
            Binding(service: "TimeSource", implementation: _typeName(type(of: platform.clock), qualified: false)),
            Binding(service: "Sleeping", implementation: _typeName(type(of: platform.sleeper), qualified: false)),
        ]
        for binding in fixed { context.record(binding) }
        context.record(random.binding)
    }

    public func assemble(container: Container) {
        let platform = platform
        container.register((any Console).self) { _ in platform.console }.inObjectScope(.container)
        container.register((any EnvironmentVariables).self) { _ in platform.environment }.inObjectScope(.container)
        container.register((any FileLocations).self) { _ in platform.locations }.inObjectScope(.container)
        container.register((any TimeSource).self) { _ in platform.clock }.inObjectScope(.container)
        container.register((any Sleeping).self) { _ in platform.sleeper }.inObjectScope(.container)
        random.register(in: container).inObjectScope(.container)
    }
}
