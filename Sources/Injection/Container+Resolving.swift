import Synchronization

// The resolves: Swinject's optional ones, their throwing counterparts, and the engine they share.

extension Container: Resolver {
    // MARK: Optional resolves (Swinject)

    /// The instance of `serviceType`, or nil if it cannot be resolved (`resolving` says why).
    ///
    /// Inlinable, so that the caller's module specialises it, and always inlined: a built
    /// container-scoped instance is returned after one slot load, two compares and the tracing
    /// check, without a call (see `fastEntry(_:)`); a transient or graph-scoped registration is
    /// built by `resolveFound` (see Container+FastPath.swift); anything else goes to the engine.
    @inlinable @inline(__always)
    public func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        let key = UInt(bitPattern: ObjectIdentifier(Service.self))
        if let entry = fastEntry(key) {
            let instance = entry._withUnsafeGuaranteedRef { $0.fastInstance.load(ordering: .acquiring) }
            if instance != 0 && !tracing.isActive {
                return UnsafePointer<Service>(bitPattern: instance).unsafelyUnwrapped.pointee
            }
            return resolveFoundOrNil(entry, as: Service.self, arguments: nil)
        }
        return resolveUnnamedOrNil(Service.self)
    }

    /// The optional resolve through a registration found by the fast path, by the engine.
    @usableFromInline
    func resolveOrNil<Service>(_ entry: Unmanaged<AnyServiceEntry>, as _: Service.Type, arguments: UnsafeRawPointer? = nil) -> Service? {
        do {
            return try resolve(entry, as: Service.self, arguments: arguments)
        } catch {
            return nil
        }
    }

    /// `findEntry`, for the inlinable resolves (one call, no generics).
    @usableFromInline
    func lookUp(_ service: ObjectIdentifier, _ arguments: ObjectIdentifier, _ name: String?) -> Unmanaged<AnyServiceEntry>? {
        findEntry(service, arguments, name)
    }

    /// What a key with one argument and no registration still resolves to (nil when nothing).
    @usableFromInline
    func resolveMissingOrNil<Service, Arg1>(_: Service.Type, name: String?, argument: Arg1) -> Service? {
        resolveMissingOrNil(name, CapturedArguments(argument))
    }

    /// What a key without arguments and without registration still resolves to (nil when nothing).
    @usableFromInline
    func resolveMissingOrNil<Service>(_: Service.Type, name: String?) -> Service? {
        resolveMissingOrNil(name, CapturedArguments.none)
    }

    /// The optional resolve of a key without name and arguments the fast path did not find.
    @usableFromInline
    func resolveUnnamedOrNil<Service>(_: Service.Type) -> Service? {
        guard let found = findEntry(ObjectIdentifier(Service.self), Container.noArguments, nil) else {
            return resolveMissingOrNil(nil, CapturedArguments.none)
        }
        return resolveOrNil(found, as: Service.self)
    }

    /// The instance of `serviceType`, or a `ResolutionError` naming the key, the path to it and
    /// the near misses. Inlinable like `resolve(_:)`, with the same fast path.
    @inlinable
    public func resolving<Service>(_ serviceType: Service.Type) throws(ResolutionError) -> Service {
        let key = UInt(bitPattern: ObjectIdentifier(Service.self))
        if let entry = fastEntry(key) {
            let instance = entry._withUnsafeGuaranteedRef { $0.fastInstance.load(ordering: .acquiring) }
            if instance != 0 && !tracing.isActive {
                return UnsafePointer<Service>(bitPattern: instance).unsafelyUnwrapped.pointee
            }
            return try resolveFound(entry, as: Service.self, arguments: nil)
        }
        return try resolving(serviceType, name: nil)
    }

    /// The instance of `serviceType` registered under `name`, or nil. Inlinable (see `resolve(_:)`):
    /// the registration is found in the keyed cache (the name compared by its bits) or by `lookUp`.
    @inlinable
    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        guard let name else { return resolve(serviceType) }
        let service = ObjectIdentifier(Service.self)
        let found = keyedEntry(UInt(bitPattern: service), UInt(bitPattern: ObjectIdentifier(Void.self)), Container.nameBits(name))
        guard let entry = found ?? lookUp(service, ObjectIdentifier(Void.self), name) else {
            return resolveMissingOrNil(Service.self, name: name)
        }
        let instance = entry._withUnsafeGuaranteedRef { $0.fastInstance.load(ordering: .acquiring) }
        if instance != 0 && !tracing.isActive {
            return UnsafePointer<Service>(bitPattern: instance).unsafelyUnwrapped.pointee
        }
        return resolveFoundOrNil(entry, as: Service.self, arguments: nil)
    }

    /// The instance of `serviceType` whose factory takes one argument, or nil.
    @inlinable
    public func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service? {
        resolve(serviceType, name: nil, argument: argument)
    }

    /// The instance of `serviceType` registered under `name` whose factory takes one argument, or
    /// nil. Inlinable: the registration is found in the keyed cache or by `lookUp`, and the
    /// argument is passed to the factory by pointer, from the caller's frame.
    @inlinable
    public func resolve<Service, Arg1>(_ serviceType: Service.Type, name: String?, argument: Arg1) -> Service? {
        let service = ObjectIdentifier(Service.self)
        let found = keyedEntry(UInt(bitPattern: service), UInt(bitPattern: ObjectIdentifier(Arg1.self)), Container.nameBits(name))
        guard let entry = found ?? lookUp(service, ObjectIdentifier(Arg1.self), name) else {
            return resolveMissingOrNil(Service.self, name: name, argument: argument)
        }
        return withUnsafePointer(to: argument) { pointer in
            resolveFoundOrNil(entry, as: Service.self, arguments: UnsafeRawPointer(pointer))
        }
    }

    /// The instance of `serviceType` whose factory takes these arguments: `resolve(Cat.self, arguments: "Mimi", true)`.
    public func resolve<Service, Arg1, each Arg>(_ serviceType: Service.Type, arguments arg1: Arg1, _ args: repeat each Arg) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, repeat each args)
    }

    /// The instance of `serviceType` registered under `name` whose factory takes these arguments, or nil.
    public func resolve<Service, Arg1, each Arg>(
        _ serviceType: Service.Type,
        name: String?,
        arguments arg1: Arg1,
        _ args: repeat each Arg
    ) -> Service? {
        try? resolving(serviceType, name: name, arguments: arg1, repeat each args)
    }

    // MARK: Throwing resolves

    /// The instance of `serviceType` registered under `name`, or a `ResolutionError` naming the
    /// key, the path to it and the near misses.
    public func resolving<Service>(_ serviceType: Service.Type, name: String?) throws(ResolutionError) -> Service {
        guard let found = findEntry(ObjectIdentifier(Service.self), Container.noArguments, name) else {
            return try resolvingMissing(name)
        }
        return try resolve(found, as: Service.self, arguments: nil)
    }

    /// The instance of `serviceType` registered under `name` whose factory takes these arguments,
    /// or a `ResolutionError`.
    public func resolving<Service, Arg1, each Arg>(
        _ serviceType: Service.Type,
        name: String?,
        arguments arg1: Arg1,
        _ args: repeat each Arg
    ) throws(ResolutionError) -> Service {
        guard let found = findEntry(ObjectIdentifier(Service.self), ObjectIdentifier((Arg1, repeat each Arg).self), name) else {
            if let value: Service = try resolveMissing(name, CapturedArguments(arg1, repeat each args)) { return value }
            var types: [Any.Type] = [Arg1.self]
            for type in repeat (each Arg).self { types.append(type) }
            throw notRegistered(RegistrationKey(Service.self, name: name, arguments: types))
        }
        let entry = found
        return try withUnsafePointer(to: (arg1, (repeat each args))) { pointer throws(ResolutionError) -> Service in
            try resolve(entry, as: Service.self, arguments: UnsafeRawPointer(pointer))
        }
    }

    // MARK: Multibinding

    /// One instance of every registration of `serviceType` without arguments, whatever its name,
    /// in registration order (parents' first); those that fail are left out.
    ///
    /// ```swift
    /// container.register(Plugin.self, name: "metrics") { _ in MetricsPlugin() }
    /// container.register(Plugin.self, name: "logging") { _ in LoggingPlugin() }
    /// let plugins = container.resolveAll(Plugin.self)   // [MetricsPlugin, LoggingPlugin]
    /// ```
    public func resolveAll<Service>(_ serviceType: Service.Type) -> [Service] {
        let state = ResolutionState.current
        state.enter()
        defer { state.leave() }
        return allEntries(of: Service.self).compactMap { entry in try? resolve(Unmanaged.passUnretained(entry), as: Service.self) }
    }

    /// Like `resolveAll(_:)`, but throws the first failure.
    public func resolvingAll<Service>(_ serviceType: Service.Type) throws(ResolutionError) -> [Service] {
        let state = ResolutionState.current
        state.enter()
        defer { state.leave() }
        var result: [Service] = []
        for entry in allEntries(of: Service.self) {
            result.append(try resolve(Unmanaged.passUnretained(entry), as: Service.self))
        }
        return result
    }

    /// The visible registrations of `Service` without arguments: parents' first, a child's
    /// registration under the same name in its parent's place.
    func allEntries<Service>(of _: Service.Type) -> [AnyServiceEntry] {
        var result: [AnyServiceEntry] = []
        for container in lineage.reversed() {
            for entry in container.groupEntries(ObjectIdentifier(Service.self), Container.noArguments) {
                if let index = result.firstIndex(where: { $0.name == entry.name }) {
                    result[index] = entry
                } else {
                    result.append(entry)
                }
            }
        }
        return result
    }

    // MARK: Engine

    /// The identity of "no arguments" (a constant: no lazy global on the hot path).
    static var noArguments: ObjectIdentifier {
        @inline(__always) get { ObjectIdentifier(Void.self) }
    }

    /// Resolves through the registration of the key, if there is one (nil when there is none).
    @inline(__always)
    func resolveEntry<Service>(_ name: String?, _ argumentsID: ObjectIdentifier, _ arguments: UnsafeRawPointer?) throws(ResolutionError) -> Service? {
        guard let unmanaged = findEntry(ObjectIdentifier(Service.self), argumentsID, name) else { return nil }
        return try resolve(unmanaged, as: Service.self, arguments: arguments)
    }

    /// Resolves through `entry`, registered under `Service`.
    @usableFromInline @inline(__always)
    func resolve<Service>(
        _ entry: Unmanaged<AnyServiceEntry>,
        as _: Service.Type,
        arguments: UnsafeRawPointer? = nil
    ) throws(ResolutionError) -> Service {
        // The entry is kept alive by the container for as long as the container lives: no retain
        // (which would bounce the entry's reference count between the cores that resolve it).
        do {
            return try entry._withUnsafeGuaranteedRef { entry in
                if !entry.isForward {
                    return try unsafeDowncast(entry, to: ServiceEntry<Service>.self).resolveInstance(requester: self, arguments: arguments)
                }
                return try unsafeDowncast(entry, to: ForwardingEntry<Service>.self).resolveForwarded(requester: self, arguments: arguments)
            }
        } catch {
            throw ResolutionError.rethrown(error, key: RegistrationKey(Service.self))
        }
    }

    /// `resolveMissing`, or the not-registered error (kept out of line, like `resolveMissingOrNil`).
    @inline(never)
    func resolvingMissing<Service>(_ name: String?) throws(ResolutionError) -> Service {
        if let value: Service = try resolveMissing(name, CapturedArguments.none) { return value }
        throw notRegistered(RegistrationKey(Service.self, name: name))
    }

    /// `resolveMissing`, nil on failure (kept out of line: the hot path stays free of `Optional<Service>`).
    @inline(never)
    func resolveMissingOrNil<Service>(_ name: String?, _ arguments: @autoclosure () -> CapturedArguments) -> Service? {
        do {
            return try resolveMissing(name, arguments())
        } catch {
            return nil
        }
    }

    /// What a key without registration can still resolve to: the graph's identity, or an
    /// `Optional`, `Lazy` or `Provider` of a registered service.
    @inline(never)
    func resolveMissing<Service>(_ name: String?, _ arguments: @autoclosure () -> CapturedArguments) throws(ResolutionError) -> Service? {
        if Service.self == GraphIdentifier.self {
            let state = ResolutionState.current
            guard state.depth > 0 else { return nil }
            return GraphIdentifier(record: state.currentRecord()) as? Service
        }
        guard let wrapper = Service.self as? any ResolutionWrapper.Type else { return nil }
        return try wrapper.make(in: self, name: name, arguments: arguments()) as? Service
    }

    /// The error for a key nothing is registered for, with the path and the near misses.
    @inline(never)
    func notRegistered(_ key: RegistrationKey) -> ResolutionError {
        let state = ResolutionState.current
        state.tracer?.record(missing: key)
        return ResolutionError(.notRegistered, key: key, path: state.path(ending: key), nearMisses: nearMisses(for: key))
    }
}
