import Injection

/// One implementation a setting can choose: the name written in the configuration, the type
/// that implements the service, and how to register it, by a factory closure or, better, by
/// its initializer (then validation sees its dependencies).
///
/// ```swift
/// Candidate("memory", InMemoryPeopleStore.self) { _ in InMemoryPeopleStore() }
/// Candidate("http", HTTPPeopleSource.self, initializer: HTTPPeopleSource.init)   // init(api: APIRequesting)
/// ```
public struct Candidate<Service> {
    /// The name in the configuration: `memory`.
    public let name: String
    /// The implementing type, for `graph`: `InMemoryPeopleStore.self`.
    public let implementationType: any Any.Type
    let registrar: (Container, String?) -> ServiceEntry<Service>

    /// A candidate made by a closure that resolves its dependencies.
    public init<Concrete>(_ name: String, _ implementation: Concrete.Type, factory: @escaping (any Resolver) throws -> Service) {
        self.name = name
        implementationType = implementation
        registrar = { container, key in container.register(Service.self, name: key, factory: factory) }
    }

    /// A candidate made by an initializer whose parameters are its dependencies: validation
    /// checks them before any command runs.
    public init<Concrete, each Dependency>(
        _ name: String,
        _ implementation: Concrete.Type,
        initializer: @escaping (repeat each Dependency) -> Service
    ) {
        self.name = name
        implementationType = implementation
        registrar = { container, key in container.register(Service.self, name: key, initializer: initializer) }
    }

    /// The implementing type's name, as `graph` prints it: `InMemoryPeopleStore`.
    public var implementation: String { typeName(implementationType) }
}
