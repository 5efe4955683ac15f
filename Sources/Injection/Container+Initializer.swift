// Registration by initializer: the parameter types are the dependencies, which validation and
// diagnostics see without running anything.

extension Container {
    /// Registers `serviceType` as made by `initializer`, whose parameters are its dependencies,
    /// each resolved without name or arguments: `register(UsersHandling.self, initializer: UsersHandler.init)`.
    ///
    /// An `Optional<T>` parameter is nil when `T` is not registered; `Lazy<T>` and `Provider<T>`
    /// parameters are resolved later, so they close no cycle. `validate()` checks these dependencies.
    @discardableResult
    public func register<Service, each Dependency>(
        _ serviceType: Service.Type,
        name: String? = nil,
        initializer: @escaping (repeat each Dependency) -> Service
    ) -> ServiceEntry<Service> {
        var dependencies: [Any.Type] = []
        for type in repeat (each Dependency).self { dependencies.append(type) }
        return add(
            ServiceEntry(name: name, container: self, origin: .initializer, dependencies: dependencies) { container, _ in
                initializer(repeat try container.resolving((each Dependency).self))
            }
        )
    }

    // Initializers of up to four parameters have overloads of their own; they are the form above.

    /// Registers `serviceType` as made by an initializer without parameters.
    @discardableResult
    public func register<Service>(_ serviceType: Service.Type, name: String? = nil, initializer: @escaping () -> Service) -> ServiceEntry<Service> {
        registerInitializer(serviceType, name: name, initializer)
    }

    /// Registers `serviceType` as made by an initializer whose parameter is its dependency.
    @discardableResult
    public func register<Service, D1>(
        _ serviceType: Service.Type,
        name: String? = nil,
        initializer: @escaping (D1) -> Service
    ) -> ServiceEntry<Service> {
        registerInitializer(serviceType, name: name, initializer)
    }

    /// Registers `serviceType` as made by an initializer whose parameters are its dependencies.
    @discardableResult
    public func register<Service, D1, D2>(
        _ serviceType: Service.Type,
        name: String? = nil,
        initializer: @escaping (D1, D2) -> Service
    ) -> ServiceEntry<Service> {
        registerInitializer(serviceType, name: name, initializer)
    }

    /// Registers `serviceType` as made by an initializer whose parameters are its dependencies.
    @discardableResult
    public func register<Service, D1, D2, D3>(
        _ serviceType: Service.Type,
        name: String? = nil,
        initializer: @escaping (D1, D2, D3) -> Service
    ) -> ServiceEntry<Service> {
        registerInitializer(serviceType, name: name, initializer)
    }

    /// Registers `serviceType` as made by an initializer whose parameters are its dependencies.
    @discardableResult
    public func register<Service, D1, D2, D3, D4>(
        _ serviceType: Service.Type,
        name: String? = nil,
        initializer: @escaping (D1, D2, D3, D4) -> Service
    ) -> ServiceEntry<Service> {
        registerInitializer(serviceType, name: name, initializer)
    }

    /// The parameter-pack registration, under another name for the overloads above.
    private func registerInitializer<Service, each Dependency>(
        _ serviceType: Service.Type,
        name: String?,
        _ initializer: @escaping (repeat each Dependency) -> Service
    ) -> ServiceEntry<Service> {
        register(serviceType, name: name, initializer: initializer)
    }
}
