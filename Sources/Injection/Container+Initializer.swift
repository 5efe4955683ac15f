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
        var dependencies: [Any.Type] = []
        for type in repeat (each Dependency).self { dependencies.append(type) }
        return add(ServiceEntry(
            serviceType: Service.self, name: name, argumentTypes: [], argumentsID: Container.noArguments,
            argumentsType: Resolver.self, container: self, scope: defaultObjectScope, origin: .initializer,
            dependencies: dependencies, factory: { container, _ throws(ResolutionError) in
                initializer(repeat try container.resolving((each Dependency).self, name: nil))
            }
        ))
    }

    // Initializers of up to four parameters also have their own overloads: the same behavior,
    // without the parameter-pack machinery, which costs in unspecialized generic code.

    /// Registers `serviceType` as made by an initializer without parameters.
    @discardableResult
    public func register<Service>(_ serviceType: Service.Type, name: String? = nil, initializer: @escaping () -> Service) -> ServiceEntry<Service> {
        addInitializer(Service.self, name: name, parameters: []) { _ throws(ResolutionError) in initializer() }
    }

    /// Registers `serviceType` as made by an initializer whose parameter is its dependency.
    @discardableResult
    public func register<Service, D1>(_ serviceType: Service.Type, name: String? = nil, initializer: @escaping (D1) -> Service) -> ServiceEntry<Service> {
        addInitializer(Service.self, name: name, parameters: [D1.self]) { container throws(ResolutionError) in
            initializer(try container.resolving(D1.self, name: nil))
        }
    }

    /// Registers `serviceType` as made by an initializer whose parameters are its dependencies.
    @discardableResult
    public func register<Service, D1, D2>(_ serviceType: Service.Type, name: String? = nil, initializer: @escaping (D1, D2) -> Service) -> ServiceEntry<Service> {
        addInitializer(Service.self, name: name, parameters: [D1.self, D2.self]) { container throws(ResolutionError) in
            initializer(try container.resolving(D1.self, name: nil), try container.resolving(D2.self, name: nil))
        }
    }

    /// Registers `serviceType` as made by an initializer whose parameters are its dependencies.
    @discardableResult
    public func register<Service, D1, D2, D3>(_ serviceType: Service.Type, name: String? = nil, initializer: @escaping (D1, D2, D3) -> Service) -> ServiceEntry<Service> {
        addInitializer(Service.self, name: name, parameters: [D1.self, D2.self, D3.self]) { container throws(ResolutionError) in
            initializer(try container.resolving(D1.self, name: nil), try container.resolving(D2.self, name: nil), try container.resolving(D3.self, name: nil))
        }
    }

    /// Registers `serviceType` as made by an initializer whose parameters are its dependencies.
    @discardableResult
    public func register<Service, D1, D2, D3, D4>(_ serviceType: Service.Type, name: String? = nil, initializer: @escaping (D1, D2, D3, D4) -> Service) -> ServiceEntry<Service> {
        addInitializer(Service.self, name: name, parameters: [D1.self, D2.self, D3.self, D4.self]) { container throws(ResolutionError) in
            initializer(
                try container.resolving(D1.self, name: nil), try container.resolving(D2.self, name: nil),
                try container.resolving(D3.self, name: nil), try container.resolving(D4.self, name: nil)
            )
        }
    }

    private func addInitializer<Service>(
        _: Service.Type, name: String?, parameters: [Any.Type],
        make: @escaping (Container) throws(ResolutionError) -> Service
    ) -> ServiceEntry<Service> {
        add(ServiceEntry(
            serviceType: Service.self, name: name, argumentTypes: [], argumentsID: Container.noArguments,
            argumentsType: Resolver.self, container: self, scope: defaultObjectScope, origin: .initializer,
            dependencies: parameters,
            factory: { container, _ throws(ResolutionError) in try make(container) }
        ))
    }
}
