import Injection

/// One implementation a setting can choose: the case of the setting's enumeration that names
/// it, the type that implements the service, whether what it gives is sample data, and how to
/// register it, by a factory closure or, better, by its initializer (then validation sees its
/// dependencies).
///
/// ```swift
/// Candidate(.bundled, BundledPeopleSource.self, sampleData: true) { _ in BundledPeopleSource() }
/// Candidate(.http, HTTPPeopleSource.self, initializer: HTTPPeopleSource.init)   // init(api: APIRequesting)
/// ```
public struct Candidate<Service, Choice: CaseIterable & RawRepresentable & Sendable> where Choice.RawValue == String {
    /// The case that names it in the configuration: `.memory`, written `memory`.
    public let choice: Choice
    /// Whether what it gives is sample data (a bundled list, canned readings) rather than a live
    /// service's: the one place an assembly says so, read back as `ChosenImplementation.isSampleData`.
    public let isSampleData: Bool
    /// The implementing type, for `graph`: `InMemoryPeopleStore.self`.
    public let implementationType: any Any.Type
    let registrar: (Container, String?) -> ServiceEntry<Service>

    /// A candidate made by a closure that resolves its dependencies.
    public init<Concrete>(
        _ choice: Choice,
        _ implementation: Concrete.Type,
        sampleData: Bool = false,
        factory: @escaping (any Resolver) throws -> Service
    ) {
        self.choice = choice
        isSampleData = sampleData
        implementationType = implementation
        registrar = { container, key in container.register(Service.self, name: key, factory: factory) }
    }

    /// A candidate made by an initializer whose parameters are its dependencies: validation
    /// checks them before any command runs.
    public init<Concrete, each Dependency>(
        _ choice: Choice,
        _ implementation: Concrete.Type,
        sampleData: Bool = false,
        initializer: @escaping (repeat each Dependency) -> Service
    ) {
        self.choice = choice
        isSampleData = sampleData
        implementationType = implementation
        registrar = { container, key in container.register(Service.self, name: key, initializer: initializer) }
    }

    /// The name in the configuration, the case's raw value: `memory`.
    public var name: String { choice.rawValue }

    /// The implementing type's name, as `graph` prints it: `InMemoryPeopleStore`.
    public var implementation: String { typeName(implementationType) }
}
