// Registration by initializer: the container learns the dependencies from the initializer's
// parameter types, so validation and diagnostics can see the graph without running anything.

extension Container {
    /// Registers `serviceType` as made by `initializer`, whose parameters are its dependencies,
    /// each resolved without name or arguments.
    ///
    /// ```swift
    /// container.register(UsersHandling.self, initializer: UsersHandler.init)
    /// // UsersHandler.init(api: APIRequesting, store: UsersStoring)
    /// ```
    ///
    /// A parameter of type `Optional<T>` is resolved if `T` is registered and nil otherwise;
    /// `Lazy<T>` and `Provider<T>` parameters are resolved later, so they close no cycle.
    /// Because the container knows these dependencies, `validate()` checks them (missing,
    /// cycles, captive lifetimes) without running the initializer, and a failure deep in the graph
    /// reaches `resolving` as a `ResolutionError` with its whole path, never a crash.
    @discardableResult
    public func register<Service, each Dependency>(
        _ serviceType: Service.Type,
        name: String? = nil,
        initializer: @escaping (repeat each Dependency) -> Service
    ) -> ServiceEntry<Service> {
        var dependencies: [DeclaredDependency] = []
        for type in repeat (each Dependency).self { dependencies.append(DeclaredDependency(parameter: type)) }
        return add(ServiceEntry(
            serviceType: Service.self, name: name, argumentTypes: [], argumentsID: Container.noArguments,
            argumentsType: Resolver.self, container: self, scope: defaultObjectScope, origin: .initializer,
            dependencies: dependencies, factory: { container, _ throws(ResolutionError) in
                initializer(repeat try container.resolving((each Dependency).self, name: nil))
            }
        ))
    }
}
