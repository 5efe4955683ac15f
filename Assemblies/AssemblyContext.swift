import Configuration
import Injection
import Platform

/// What a component assembly is made with: the loaded configuration, the platform globals,
/// and helpers that choose implementations by a setting and record each choice for `graph`.
public final class AssemblyContext: Sendable {
    /// The configuration of this run.
    public let configuration: ResolvedConfiguration
    /// The process's globals.
    public let platform: PlatformServices
    private let recorded = LockedValue<[Binding]>([])

    public init(configuration: ResolvedConfiguration, platform: PlatformServices) {
        self.configuration = configuration
        self.platform = platform
    }

    /// Every binding chosen so far, in order.
    public var bindings: [Binding] { recorded.value }

    /// Chooses the implementation of `service` named by a choice setting.
    ///
    /// - The value `forbidden` (when the setting accepts it) chooses an implementation that
    ///   throws `ForbiddenDependency` when resolved, naming the service to mock.
    /// - A value no candidate has throws `AssemblyError.unknownImplementation` with the key, the
    ///   value, its source and the accepted names.
    ///
    /// ```swift
    /// store = try context.choose(PeopleStoring.self, by: StorageSettings.backend, [
    ///     Candidate("memory", InMemoryPeopleStore.self) { _ in InMemoryPeopleStore() },
    /// ])
    /// ```
    public func choose<Service>(_ service: Service.Type, by setting: Setting<String>, _ candidates: [Candidate<Service>]) throws -> Implementation<Service> {
        let value = try configuration.value(of: setting)
        let source = configuration.source(of: setting.key) ?? .compiledDefault
        let serviceName = Self.name(of: service)
        if let candidate = candidates.first(where: { $0.name == value }) {
            let binding = Binding(service: serviceName, implementation: candidate.implementation, key: setting.key, value: value, origin: source.origin)
            record(binding)
            return Implementation(binding: binding, registrar: candidate.registrar)
        }
        let forbiddenAllowed: Bool
        if case let .choice(names) = setting.declaration.type { forbiddenAllowed = names.contains("forbidden") } else { forbiddenAllowed = false }
        if value == "forbidden", forbiddenAllowed {
            let binding = Binding(service: serviceName, implementation: "forbidden", key: setting.key, value: value, origin: source.origin)
            record(binding)
            let failure = ForbiddenDependency(service: serviceName, key: setting.key, source: source)
            return Implementation(binding: binding) { container, name in
                container.register(Service.self, name: name) { _ throws -> Service in throw failure }
            }
        }
        let accepted = candidates.map(\.name) + (forbiddenAllowed ? ["forbidden"] : [])
        throw AssemblyError.unknownImplementation(key: setting.key, value: value, source: source, accepted: accepted)
    }

    /// An implementation no setting chooses, made by its initializer, recorded for `graph` all the same:
    /// `handler = context.fixed(UsersHandling.self, UsersHandler.self, initializer: UsersHandler.init)`.
    public func fixed<Service, Concrete, each Dependency>(_ service: Service.Type, _ implementation: Concrete.Type,
                                                          initializer: @escaping (repeat each Dependency) -> Service) -> Implementation<Service> {
        fixed(service, Candidate("", implementation, initializer: initializer))
    }

    /// An implementation no setting chooses, made by a closure, recorded for `graph` all the same.
    public func fixed<Service, Concrete>(_ service: Service.Type, _ implementation: Concrete.Type,
                                         factory: @escaping (Resolver) throws -> Service) -> Implementation<Service> {
        fixed(service, Candidate("", implementation, factory: factory))
    }

    private func fixed<Service>(_ service: Service.Type, _ candidate: Candidate<Service>) -> Implementation<Service> {
        let binding = Binding(service: Self.name(of: service), implementation: candidate.implementation)
        record(binding)
        return Implementation(binding: binding, registrar: candidate.registrar)
    }

    /// Records a binding made some other way.
    public func record(_ binding: Binding) {
        recorded.update { $0.append(binding) }
    }

    static func name<Service>(of service: Service.Type) -> String {
        let name = _typeName(service, qualified: false)
        return name.hasPrefix("any ") ? String(name.dropFirst(4)) : name
    }
}
