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
        return add(
            ServiceEntry(
                serviceType: Service.self,
                name: name,
                argumentTypes: [],
                argumentsID: Container.noArguments,
                argumentsType: (any Resolver).self,
                container: self,
                scope: defaultObjectScope,
                origin: .initializer,
                dependencies: dependencies,
                factory: { container, _ throws(ResolutionError) in
                    initializer(repeat try container.resolving((each Dependency).self, name: nil))
                }
            )
        )
    }

    // Initializers of up to four parameters also have their own overloads: the same behavior,
    // without the parameter-pack machinery, which costs in unspecialized generic code. They are
    // inlinable, so that each has a direct build specialised where it is registered, which
    // resolves the dependencies through the inlinable `resolving(_:)` (see Container+FastPath.swift).

    /// Registers `serviceType` as made by an initializer without parameters.
    @inlinable
    @discardableResult
    public func register<Service>(_ serviceType: Service.Type, name: String? = nil, initializer: @escaping () -> Service) -> ServiceEntry<Service> {
        addInitializer(
            Service.self,
            name: name,
            parameters: [],
            make: { _ throws(ResolutionError) in initializer() },
            directBuilder: { container, entry, state, room, _ throws(ResolutionError) in
                Container.finishDirectBuild(initializer(), entry, state, room)
            }
        )
    }

    /// Registers `serviceType` as made by an initializer whose parameter is its dependency.
    @inlinable
    @discardableResult
    public func register<Service, D1>(
        _ serviceType: Service.Type,
        name: String? = nil,
        initializer: @escaping (D1) -> Service
    ) -> ServiceEntry<Service> {
        addInitializer(
            Service.self,
            name: name,
            parameters: [D1.self],
            make: { container throws(ResolutionError) in
                initializer(try container.resolving(D1.self))
            },
            directBuilder: { container, entry, state, room, _ throws(ResolutionError) in
                try Container.finishDirectBuild(entry, state, room) { () throws(ResolutionError) in initializer(try container.resolving(D1.self)) }
            }
        )
    }

    /// Registers `serviceType` as made by an initializer whose parameters are its dependencies.
    @inlinable
    @discardableResult
    public func register<Service, D1, D2>(
        _ serviceType: Service.Type,
        name: String? = nil,
        initializer: @escaping (D1, D2) -> Service
    ) -> ServiceEntry<Service> {
        addInitializer(
            Service.self,
            name: name,
            parameters: [D1.self, D2.self],
            make: { container throws(ResolutionError) in
                initializer(try container.resolving(D1.self), try container.resolving(D2.self))
            },
            directBuilder: { container, entry, state, room, _ throws(ResolutionError) in
                try Container.finishDirectBuild(entry, state, room) { () throws(ResolutionError) in
                    initializer(try container.resolving(D1.self), try container.resolving(D2.self))
                }
            }
        )
    }

    /// Registers `serviceType` as made by an initializer whose parameters are its dependencies.
    @inlinable
    @discardableResult
    public func register<Service, D1, D2, D3>(
        _ serviceType: Service.Type,
        name: String? = nil,
        initializer: @escaping (D1, D2, D3) -> Service
    ) -> ServiceEntry<Service> {
        addInitializer(
            Service.self,
            name: name,
            parameters: [D1.self, D2.self, D3.self],
            make: { container throws(ResolutionError) in
                initializer(try container.resolving(D1.self), try container.resolving(D2.self), try container.resolving(D3.self))
            },
            directBuilder: { container, entry, state, room, _ throws(ResolutionError) in
                try Container.finishDirectBuild(entry, state, room) { () throws(ResolutionError) in
                    initializer(try container.resolving(D1.self), try container.resolving(D2.self), try container.resolving(D3.self))
                }
            }
        )
    }

    /// Registers `serviceType` as made by an initializer whose parameters are its dependencies.
    @inlinable
    @discardableResult
    public func register<Service, D1, D2, D3, D4>(
        _ serviceType: Service.Type,
        name: String? = nil,
        initializer: @escaping (D1, D2, D3, D4) -> Service
    ) -> ServiceEntry<Service> {
        addInitializer(
            Service.self,
            name: name,
            parameters: [D1.self, D2.self, D3.self, D4.self],
            make: { container throws(ResolutionError) in
                initializer(
                    try container.resolving(D1.self),
                    try container.resolving(D2.self),
                    try container.resolving(D3.self),
                    try container.resolving(D4.self)
                )
            },
            directBuilder: { container, entry, state, room, _ throws(ResolutionError) in
                try Container.finishDirectBuild(entry, state, room) { () throws(ResolutionError) in
                    initializer(
                        try container.resolving(D1.self),
                        try container.resolving(D2.self),
                        try container.resolving(D3.self),
                        try container.resolving(D4.self)
                    )
                }
            }
        )
    }

    /// Registers an initializer (`make` for the engine, `directBuilder` for direct builds).
    @usableFromInline
    func addInitializer<Service>(
        _: Service.Type,
        name: String?,
        parameters: [Any.Type],
        make: @escaping (Container) throws(ResolutionError) -> Service,
        directBuilder: @escaping ServiceEntry<Service>.ThrowingDirectBuilder
    ) -> ServiceEntry<Service> {
        add(
            ServiceEntry(
                serviceType: Service.self,
                name: name,
                argumentTypes: [],
                argumentsID: Container.noArguments,
                argumentsType: (any Resolver).self,
                container: self,
                scope: defaultObjectScope,
                origin: .initializer,
                dependencies: parameters,
                factory: { container, _ throws(ResolutionError) in try make(container) },
                throwingDirectBuilder: directBuilder,
                hasDirectBuilder: true,
                directBuildThrows: true
            )
        )
    }
}
