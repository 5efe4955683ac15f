extension Container: Resolver {
    // MARK: Optional resolves (Swinject)

    /// The instance of `serviceType`, or nil if it cannot be resolved (`resolving` says why).
    ///
    /// Inlinable, with `resolve(_:name:)`: in the caller's module a built container-scoped
    /// instance comes back after one lookup and a cast that looks nothing up (`singleton`).
    @inlinable
    public func resolve<Service>(_ serviceType: Service.Type) -> Service? { resolve(serviceType, name: nil) }

    /// The instance of `serviceType` registered under `name`, or nil.
    @inlinable
    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        guard let entry = entry(for: ServiceKey(Service.self, name: name)) else {
            return resolveMissingOrNil(Service.self, name: name, in: currentResolution())
        }
        if let singleton = entry.builtSingleton(), let kept = singleton as? Kept<Service> { return kept.value }
        return try? entry.resolveValue(as: Service.self, requester: self, in: currentResolution())
    }

    @usableFromInline
    func resolveMissingOrNil<Service>(_: Service.Type, name: String?, in resolution: Resolution?) -> Service? {
        try? resolveMissing(name, .none, in: resolution)
    }

    /// The instance of `serviceType` whose factory takes one argument, or nil.
    public func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service? {
        resolve(serviceType, name: nil, arguments: argument)
    }

    /// The instance of `serviceType` registered under `name` whose factory takes one argument, or nil.
    public func resolve<Service, Arg1>(_ serviceType: Service.Type, name: String?, argument: Arg1) -> Service? {
        resolve(serviceType, name: name, arguments: argument)
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
        let arguments = CapturedArguments(arg1, repeat each args)
        return try? resolveOrMissing(ServiceKey(Service.self, arguments: arguments.id, name: name), arguments)
    }

    /// The instance of `serviceType`, or a `ResolutionError` naming the key, its path and near misses.
    public func resolving<Service>(_ serviceType: Service.Type) throws(ResolutionError) -> Service { try resolving(serviceType, name: nil) }

    /// The instance of `serviceType` registered under `name`, or a `ResolutionError`.
    public func resolving<Service>(_ serviceType: Service.Type, name: String?) throws(ResolutionError) -> Service {
        let (found, resolution) = lookUp(ServiceKey(Service.self, name: name))
        if let entry = found { return try entry.resolveValue(as: Service.self, requester: self, in: resolution) }
        return try resolvingMissing(name, in: resolution)
    }

    /// Apart from `resolving`, whose success path then does not look up the type `Service?`.
    private func resolvingMissing<Service>(_ name: String?, in resolution: Resolution?) throws(ResolutionError) -> Service {
        if let value: Service = try resolveMissing(name, .none, in: resolution) { return value }
        throw notRegistered(RegistrationKey(Service.self, name: name))
    }

    /// The instance of `serviceType` under `name` whose factory takes these arguments, or a `ResolutionError`.
    public func resolving<Service, Arg1, each Arg>(
        _ serviceType: Service.Type,
        name: String?,
        arguments arg1: Arg1,
        _ args: repeat each Arg
    ) throws(ResolutionError) -> Service {
        let arguments = CapturedArguments(arg1, repeat each args)
        return try resolving(ServiceKey(Service.self, arguments: arguments.id, name: name), arguments)
    }

    /// One instance of every registration of `serviceType` without arguments, whatever its name,
    /// in registration order (parents' first); those that fail are left out.
    public func resolveAll<Service>(_ serviceType: Service.Type) -> [Service] {
        withResolution { resolution in
            allEntries(of: Service.self).compactMap { entry in try? entry.resolveValue(as: Service.self, requester: self, in: resolution) }
        }
    }

    /// Like `resolveAll(_:)`, but throws the first failure.
    public func resolvingAll<Service>(_ serviceType: Service.Type) throws(ResolutionError) -> [Service] {
        try withResolution { resolution throws(ResolutionError) in
            try allEntries(of: Service.self).map { entry throws(ResolutionError) in
                try entry.resolveValue(as: Service.self, requester: self, in: resolution)
            }
        }
    }

    /// The visible registrations of `Service` without arguments, a child's in its parent's place.
    func allEntries<Service>(of _: Service.Type) -> [AnyServiceEntry] {
        var result: [AnyServiceEntry] = []
        for container in lineage.reversed() {
            for entry in container.liveRegistrations() where entry.serviceType == Service.self && entry.signature.types.isEmpty {
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

    /// Resolves `key` through its registration, or as what a key without registration still
    /// resolves to (`resolveMissing`); nil when neither.
    func resolveOrMissing<Service>(_ key: ServiceKey, _ arguments: CapturedArguments) throws(ResolutionError) -> Service? {
        let (found, resolution) = lookUp(key)
        guard let entry = found else { return try resolveMissing(key.name, arguments, in: resolution) }
        return try entry.resolveValue(as: Service.self, requester: self, arguments: arguments.values, in: resolution)
    }

    /// Resolves `key`, or throws that it is not registered.
    func resolving<Service>(_ key: ServiceKey, _ arguments: CapturedArguments) throws(ResolutionError) -> Service {
        if let value: Service = try resolveOrMissing(key, arguments) { return value }
        throw notRegistered(RegistrationKey(Service.self, name: key.name, arguments: arguments.types))
    }

    /// Resolves through `entry`: its container-scoped instance once built (unless tracing).
    func resolve<Service>(_ entry: ServiceEntry<Service>, arguments: ArgumentValues?) throws(ResolutionError) -> Service {
        if entry.scopeKind == .container, ResolutionTracer.active.load(ordering: .relaxed) == 0, let kept = entry.singleton { return kept.value }
        return try withResolution { resolution throws(ResolutionError) in try entry.resolve(in: resolution, requester: self, arguments: arguments) }
    }

    /// What a key without registration still resolves to: the graph's identity, or a `ResolutionWrapper`.
    func resolveMissing<Service>(_ name: String?, _ arguments: CapturedArguments, in resolution: Resolution?) throws(ResolutionError) -> Service? {
        if Service.self == GraphIdentifier.self {
            guard let resolution else { return nil }
            return GraphIdentifier(record: resolution.currentRecord()) as? Service
        }
        guard let wrapper = Service.self as? any ResolutionWrapper.Type else { return nil }
        return try wrapper.make(in: self, name: name, arguments: arguments, resolution: resolution) as? Service
    }

    /// The error for a key nothing is registered for, with the path and the near misses.
    func notRegistered(_ key: RegistrationKey) -> ResolutionError {
        let resolution = currentResolution()
        resolution?.tracer?.record(missing: key)
        return ResolutionError(.notRegistered, key: key, path: resolution?.path(ending: key) ?? [key], nearMisses: nearMisses(for: key))
    }
}
