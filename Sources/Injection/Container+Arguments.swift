// Registration of factories that take arguments, with parameter packs instead of Swinject's nine
// generated copies. The arguments are passed to the factory by pointer: no boxing, no cast.

extension Container {
    /// Registers a factory taking the resolver and one argument, given at resolution:
    /// `register(Cat.self) { (_, name: String) in Cat(name: name) }`, resolved with
    /// `resolve(Cat.self, argument: "Mimi")`. (The common single-argument case, without the
    /// parameter-pack machinery of the general form below.)
    ///
    /// Inlinable, so that the closure reading the argument is specialised in the caller's module
    /// (no value-witness calls to copy the argument or return the instance).
    @inlinable
    @discardableResult
    public func register<Service, Arg1>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (any Resolver, Arg1) -> Service
    ) -> ServiceEntry<Service> {
        // A `Void` argument makes the key of a registration without arguments, resolved without
        // an argument pointer: those go through the engine, which reports it missing.
        let builder: ServiceEntry<Service>.DirectBuilder = { container, entry, state, room, pointer in
            Container.finishDirectBuild(factory(container, pointer.unsafelyUnwrapped.assumingMemoryBound(to: Arg1.self).pointee), entry, state, room)
        }
        return addArgumentFactory(
            Service.self,
            name: name,
            argument: Arg1.self,
            factory: { container, pointer throws(ResolutionError) in
                guard let pointer else { throw Container.argumentsMissing(Service.self, name: name, arguments: [Arg1.self]) }
                return factory(container, pointer.assumingMemoryBound(to: Arg1.self).pointee)
            },
            directBuilder: builder,
            hasDirectBuilder: Arg1.self != Void.self
        )
    }

    /// Registers `factory`, which reads one argument of type `Arg1` from the pointer it gets.
    @usableFromInline
    func addArgumentFactory<Service, Arg1>(
        _: Service.Type,
        name: String?,
        argument _: Arg1.Type,
        factory: @escaping (Container, UnsafeRawPointer?) throws(ResolutionError) -> Service,
        directBuilder: @escaping ServiceEntry<Service>.DirectBuilder = ServiceEntry<Service>.noDirectBuilder,
        hasDirectBuilder: Bool = false
    ) -> ServiceEntry<Service> {
        add(
            ServiceEntry(
                serviceType: Service.self,
                name: name,
                argumentTypes: [Arg1.self],
                argumentsID: ObjectIdentifier(Arg1.self),
                argumentsType: (any Resolver, Arg1).self,
                container: self,
                scope: defaultObjectScope,
                origin: .closure,
                dependencies: [],
                factory: factory,
                directBuilder: directBuilder,
                hasDirectBuilder: hasDirectBuilder
            )
        )
    }

    /// The error of a factory with arguments reached without them (cannot happen through the
    /// public resolves, which look the key up with the argument types).
    @usableFromInline
    static func argumentsMissing(_ service: Any.Type, name: String?, arguments: [Any.Type]) -> ResolutionError {
        let key = RegistrationKey(service, name: name, arguments: arguments)
        return ResolutionError(.notRegistered, key: key, path: [key])
    }

    /// Registers a factory taking the resolver and one or more arguments, given at resolution:
    ///
    /// ```swift
    /// container.register(Cat.self) { (_, name: String, sleeping: Bool) in Cat(name: name, sleeping: sleeping) }
    /// let cat = container.resolve(Cat.self, arguments: "Mimi", true)
    /// ```
    ///
    /// The argument types are part of the key: resolve with exactly these types, in this order.
    @discardableResult
    public func register<Service, Arg1, each Arg>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (any Resolver, Arg1, repeat each Arg) -> Service
    ) -> ServiceEntry<Service> {
        var types: [Any.Type] = [Arg1.self]
        for type in repeat (each Arg).self { types.append(type) }
        let key = RegistrationKey(Service.self, name: name, arguments: types)
        // Arguments arrive as a pointer to `(arg1, (rest...))` (to `arg1` alone when there is one):
        // the rest starts at its aligned offset after the first.
        let restAlignment = MemoryLayout<(repeat each Arg)>.alignment
        let restOffset = (MemoryLayout<Arg1>.size + restAlignment - 1) / restAlignment * restAlignment
        return add(
            ServiceEntry(
                serviceType: Service.self,
                name: name,
                argumentTypes: types,
                argumentsID: ObjectIdentifier((Arg1, repeat each Arg).self),
                argumentsType: (any Resolver, Arg1, repeat each Arg).self,
                container: self,
                scope: defaultObjectScope,
                origin: .closure,
                dependencies: [],
                factory: { container, pointer throws(ResolutionError) in
                    guard let pointer else { throw ResolutionError(.notRegistered, key: key, path: [key]) }
                    let first = pointer.assumingMemoryBound(to: Arg1.self).pointee
                    let rest = (pointer + restOffset).assumingMemoryBound(to: (repeat each Arg).self).pointee
                    return factory(container, first, repeat each rest)
                }
            )
        )
    }
}
