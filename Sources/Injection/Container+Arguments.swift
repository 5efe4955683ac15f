// Factories that take arguments: parameter packs instead of Swinject's nine generated copies.

extension Container {
    /// Registers a factory taking the resolver and one argument, given at resolution:
    /// `register(Cat.self) { (_, name: String) in Cat(name: name) }`.
    @discardableResult
    public func register<Service, Arg1>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (any Resolver, Arg1) -> Service
    ) -> ServiceEntry<Service> {
        registerWithArguments(serviceType, name: name) { (container, first: Arg1) in factory(container, first) }
    }

    /// Registers a factory taking the resolver and one or more arguments, given at resolution
    /// (`resolve(Cat.self, arguments: "Mimi", true)`) with exactly these types, in this order.
    @discardableResult
    public func register<Service, Arg1, each Arg>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (any Resolver, Arg1, repeat each Arg) -> Service
    ) -> ServiceEntry<Service> {
        registerWithArguments(serviceType, name: name, factory: factory)
    }

    private func registerWithArguments<Service, Arg1, each Arg>(
        _: Service.Type,
        name: String?,
        factory: @escaping (any Resolver, Arg1, repeat each Arg) -> Service
    ) -> ServiceEntry<Service> {
        var types: [Any.Type] = [Arg1.self]
        for type in repeat (each Arg).self { types.append(type) }
        return add(
            ServiceEntry(
                name: name,
                signature: .init(types: types, id: ObjectIdentifier((Arg1, repeat each Arg).self), type: (any Resolver, Arg1, repeat each Arg).self),
                container: self
            ) { container, values in
                // A `switch` casts without making an optional tuple, which `as?` would.
                switch values?.values {
                case let (first, rest) as (Arg1, (repeat each Arg)): return factory(container, first, repeat each rest)
                default:
                    let key = RegistrationKey(Service.self, name: name, arguments: types)
                    throw ResolutionError(.notRegistered, key: key, path: [key])
                }
            }
        )
    }
}
