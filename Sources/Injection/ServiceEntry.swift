import Synchronization

/// A registration, as returned by `register`: configure it by chaining `inObjectScope`,
/// `initCompleted` and `implements`.
public final class ServiceEntry<Service>: AnyServiceEntry, @unchecked Sendable {
    /// Gets the container resolving and the resolve's arguments (nil for none).
    typealias Factory = (Container, ArgumentValues?) throws -> Service
    typealias AsyncFactory = (any Resolver) async throws -> Service

    /// Nil for an async registration.
    let factory: Factory?
    let asyncFactory: AsyncFactory?
    private let hasCompletions = Atomic<Bool>(false)
    /// `Kept<Service>`, looked up once rather than at every use in unspecialised code.
    private let keptType = Kept<Service>.self

    init(
        name: String?,
        signature: Signature = Signature(),
        container: Container,
        origin: Origin = .closure,
        dependencies: [Any.Type] = [],
        factory: Factory?,
        asyncFactory: AsyncFactory? = nil
    ) {
        self.factory = factory
        self.asyncFactory = asyncFactory
        super.init(
            serviceType: Service.self,
            name: name,
            signature: signature,
            container: container,
            scope: container.defaultObjectScope,
            origin: origin,
            dependencies: dependencies
        )
    }

    /// Sets the scope of the instances this registration makes.
    @discardableResult
    public func inObjectScope(_ objectScope: any ObjectScopeProtocol) -> Self {
        setScope(objectScope)
        return self
    }

    /// Sets the scope of the instances this registration makes: `.transient`, `.graph`, `.container` or `.weak`.
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScope) -> Self { inObjectScope(objectScope as any ObjectScopeProtocol) }

    /// Adds a closure run after each new instance is made (and kept in its scope): property
    /// injection, and the way to close circular dependencies. Several run in the order added.
    @discardableResult
    public func initCompleted(_ completed: @escaping (any Resolver, Service) -> Void) -> Self {
        // Only this entry's builds call it, with the `Service` its factory made.
        add(completions: [{ resolver, instance in if case let value as Service = instance { completed(resolver, value) } }])
        return self
    }

    private func add(completions added: [(any Resolver, Any) -> Void]) {
        state.withLock { $0.completions += added }
        if !added.isEmpty { hasCompletions.store(true, ordering: .releasing) }
    }

    override var completionCount: Int { state.withLock { $0.completions.count } }

    // The engine runs unspecialised, where each use of a type built from `Service` (`Service?`,
    // `Kept<Service>`) looks it up at run time: instances travel as `Service` and in `Kept` boxes.

    var singleton: Kept<Service>? {
        guard let box = state.withLock({ $0.singleton }) else { return nil }
        return unkept(box)
    }

    func kept(_ value: Service) -> KeptValue { keptType.init(value) }

    func unkept(_ box: AnyObject) -> Kept<Service>? { downcast(box, to: keptType) }

    override func resolveValue<Target>(
        as _: Target.Type,
        requester: Container,
        arguments: ArgumentValues?,
        in resolution: Resolution?
    ) throws(ResolutionError) -> Target {
        // `Target` is `Service`; a pattern casts without making a `Target?`, which `as?` would.
        // Within a resolution, straight to its steps. (Inline: a generic helper costs a call.)
        if let resolution {
            switch try resolve(in: resolution, requester: requester, arguments: arguments) {
            case let value as Target: return value
            default: throw mismatch(producing: Service.self)
            }
        }
        switch try requester.resolve(self, arguments: arguments) {
        case let value as Target: return value
        default: throw mismatch(producing: Service.self)
        }
    }

    func resolve(in resolution: Resolution, requester: Container, arguments: ArgumentValues?) throws(ResolutionError) -> Service {
        guard ResolutionTracer.active.load(ordering: .relaxed) != 0, let tracer = resolution.tracer else {
            return try resolveKept(in: resolution, requester: requester, arguments: arguments)
        }
        return try tracer.step(self) { () throws(ResolutionError) in try resolveKept(in: resolution, requester: requester, arguments: arguments) }
    }

    private func resolveKept(in resolution: Resolution, requester: Container, arguments: ArgumentValues?) throws(ResolutionError) -> Service {
        let scope = scopeKind
        if scope != .transient, let box = resolution.value(of: self), let kept = unkept(box) { return kept.value }
        switch scope {
        case .transient, .graph:
            return try build(in: resolution, requester: requester, arguments: arguments, keep: scope == .graph)
        case .container:
            if let kept = singleton { return kept.value }
            return try buildSingleton(in: resolution, requester: requester, arguments: arguments)
        case .weak:
            return try resolveWeak(in: resolution, requester: requester, arguments: arguments)
        case .custom:
            return try resolveCustom(in: resolution, requester: requester, arguments: arguments)
        }
    }

    // Weak and custom scopes cast back to `Service?`: apart, so the other scopes do not look it up.

    private func resolveWeak(in resolution: Resolution, requester: Container, arguments: ArgumentValues?) throws(ResolutionError) -> Service {
        if let value = state.withLock({ $0.weak.object }) as? Service { return value }
        return try build(in: resolution, requester: requester, arguments: arguments, keep: true) { value in
            self.state.withLock { $0.weak = WeakObject(object: objectOrNil(value)) }
        }
    }

    private func resolveCustom(in resolution: Resolution, requester: Container, arguments: ArgumentValues?) throws(ResolutionError) -> Service {
        let graph = GraphIdentifier(record: resolution.currentRecord())
        let storage = customStorage()
        if let value = state.withLock({ _ in storage.instance(inGraph: graph) }) as? Service { return value }
        return try build(in: resolution, requester: requester, arguments: arguments, keep: true) { value in
            self.state.withLock { _ in storage.setInstance(value, inGraph: graph) }
            resolution.used(storage)
        }
    }

    /// Runs the factory, keeps the instance in the graph (if `keep`), runs `beforeCompletion` and
    /// the initCompleted closures.
    private func build(
        in resolution: Resolution,
        requester: Container,
        arguments: ArgumentValues?,
        keep: Bool,
        beforeCompletion: ((Service) -> Void)? = nil
    ) throws(ResolutionError) -> Service {
        try resolution.begin(self)
        let value: Service
        do {
            guard let factory else { throw ResolutionError(.requiresAwait, key: key, path: resolution.path(ending: key)) }
            value = try factory(requester, arguments)
        } catch {
            let failure = error as? ResolutionError ?? ResolutionError(.factoryFailed(error), key: key, path: resolution.buildingKeys)
            resolution.end()
            throw failure
        }
        // Without closures to run on the value, the build ends with the same lock that keeps it.
        let completes = beforeCompletion != nil || hasCompletions.load(ordering: .acquiring)
        defer { if completes { resolution.end() } }
        if !keep {
            resolution.finishBuild(ending: !completes)
        } else if let winner = resolution.finishBuild(keeping: kept(value), for: self, ending: !completes), let kept = unkept(winner) {
            return kept.value  // A build re-entered through initCompleted kept its instance meanwhile: it wins.
        }
        beforeCompletion?(value)
        if completes { runCompletions(value, requester: requester) }
        return value
    }

    /// Builds the container-scoped instance exactly once, under this entry's creation lock.
    private func buildSingleton(in resolution: Resolution, requester: Container, arguments: ArgumentValues?) throws(ResolutionError) -> Service {
        try resolution.begin(self, push: false)
        return try creation.run(for: self, in: resolution) { () throws(ResolutionError) -> Service in
            if let kept = singleton { return kept.value }
            let value = try build(in: resolution, requester: requester, arguments: arguments, keep: true)
            // A build re-entered through initCompleted published its instance first: it wins.
            if let kept = singleton { return kept.value }
            publish(value)
            return value
        }
    }

    /// Runs the initCompleted closures on a new instance.
    func runCompletions(_ value: Service, requester: Container) {
        guard hasCompletions.load(ordering: .acquiring) else { return }
        for completion in state.withLock({ $0.completions }) { completion(requester, value) }
    }

    func publish(_ value: Service) {
        let box = kept(value)
        state.withLock { $0.singleton = box }
    }

    override func copy(into container: Container, targets _: [UInt64: AnyServiceEntry]) -> AnyServiceEntry? {
        let copy = ServiceEntry(
            name: name,
            signature: signature,
            container: container,
            origin: origin,
            dependencies: parameterTypes,
            factory: factory,
            asyncFactory: asyncFactory
        )
        copy.setScope(currentScope)
        copy.add(completions: state.withLock { $0.completions })
        return copy
    }
}

/// `object` as a `Target` held in a variable: unlike `as? Kept<Service>`, it looks nothing up.
func downcast<Target: AnyObject>(_ object: AnyObject, to _: Target.Type) -> Target? { object as? Target }
