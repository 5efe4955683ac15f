import Synchronization

/// A registration, as returned by `register`: configure it by chaining `inObjectScope`,
/// `initCompleted` and `implements`.
///
/// ```swift
/// container.register(UsersHandling.self) { r in UsersHandler(api: r.resolve(APIRequesting.self)!) }
///     .inObjectScope(.container)
///     .implements(UsersRetrieving.self)
/// ```
public final class ServiceEntry<Service>: AnyServiceEntry, @unchecked Sendable {
    @usableFromInline typealias Factory = (Container, UnsafeRawPointer?) throws(ResolutionError) -> Service
    /// Finishes a direct build begun by `ResolutionState.beginDirectBuild`: runs the factory, keeps
    /// the value in the graph (in the room given, if any), ends the build and returns the value.
    /// Made by the inlinable registrations (`Container.directBuilder`), so it is specialised for
    /// `Service` in the registering module: callers anywhere, unspecialised ones included, get the
    /// value without value-witness calls. Its parameters: the container resolving, the entry, the
    /// thread's state, the room for a graph-scoped value, the arguments.
    @usableFromInline typealias DirectBuilder = (
        Container, Unmanaged<AnyServiceEntry>, Unmanaged<ResolutionState>, UnsafeMutableRawPointer?, UnsafeRawPointer?
    ) -> Service
    /// A `DirectBuilder` whose factory may throw (`directBuildThrows`): kept apart, because
    /// calling a throwing closure costs its callers some instructions even when nothing throws.
    @usableFromInline typealias ThrowingDirectBuilder = (
        Container, Unmanaged<AnyServiceEntry>, Unmanaged<ResolutionState>, UnsafeMutableRawPointer?, UnsafeRawPointer?
    ) throws(ResolutionError) -> Service
    typealias AsyncFactory = (any Resolver) async throws -> Service

    /// A Swinject-style factory, stored as the caller gave it: calling it costs no extra closure
    /// context (and none at all for a closure that captures nothing).
    @usableFromInline let plainFactory: ((any Resolver) -> Service)?
    let isPlain: Bool
    /// Any other synchronous factory (throwing, with arguments, by initializer); for an async
    /// registration, one that says to await. Not optional: calling it borrows the closure
    /// (no reference-count traffic on its shared context).
    @usableFromInline let factory: Factory
    /// The direct build, when `directMode` is not `.engine` (a placeholder otherwise). Not
    /// optional, for the same reason as `factory`: unwrapping an optional closure of a generic
    /// result type in specialised code wraps it in a thunk (an allocation per call).
    @usableFromInline let directBuilder: DirectBuilder
    /// The direct build of a registration whose factory may throw (registrations by initializer:
    /// a dependency that cannot be resolved), which ends the build before rethrowing.
    @usableFromInline let throwingDirectBuilder: ThrowingDirectBuilder
    /// Whether the registration can be built synchronously.
    let isSynchronous: Bool
    let asyncFactory: AsyncFactory?
    /// The container-scoped instance once built: the address of an initialized `Service`, or 0.
    /// Published with a releasing store; read with an acquiring load and no lock.
    private let singleton = Atomic<UInt>(0)
    /// Under `creation.lock`: instances replaced by a reset (readers never lock, so the memory a
    /// reader may still be copying from is kept until the entry goes).
    private var retired: [UnsafeMutablePointer<Service>] = []
    /// Under `lock`: the weak-scoped instance.
    private var weakInstance = WeakObject(object: nil)
    /// Under `lock`.
    private var completions: [(any Resolver, Service) -> Void] = []
    /// Under `lock`: async builds in progress wait here.
    var asyncWaiters: [CheckedContinuation<Void, Never>]?

    init(
        serviceType: Service.Type,
        name: String?,
        argumentTypes: [Any.Type],
        argumentsID: ObjectIdentifier,
        argumentsType: Any.Type,
        container: Container,
        scope: any ObjectScopeProtocol,
        origin: Origin,
        dependencies: [Any.Type],
        plainFactory: ((any Resolver) -> Service)? = nil,
        factory: Factory?,
        asyncFactory: AsyncFactory? = nil,
        directBuilder: @escaping DirectBuilder = ServiceEntry.noDirectBuilder,
        throwingDirectBuilder: @escaping ThrowingDirectBuilder = ServiceEntry.noDirectBuilder,
        hasDirectBuilder: Bool = false,
        directBuildThrows: Bool = false
    ) {
        self.plainFactory = plainFactory
        self.directBuilder = directBuilder
        self.throwingDirectBuilder = throwingDirectBuilder
        isPlain = plainFactory != nil
        let synchronous = plainFactory != nil || factory != nil
        isSynchronous = synchronous
        if let factory {
            self.factory = factory
        } else {
            self.factory = ServiceEntry.awaitRequired(RegistrationKey(serviceType, name: name, arguments: argumentTypes))
        }
        self.asyncFactory = asyncFactory
        super.init(
            serviceType: serviceType,
            name: name,
            argumentTypes: argumentTypes,
            argumentsID: argumentsID,
            argumentsType: argumentsType,
            container: container,
            scope: scope,
            origin: origin,
            dependencies: dependencies,
            isForward: false,
            buildsDirectly: synchronous && hasDirectBuilder,
            directBuildThrows: directBuildThrows
        )
    }

    /// The placeholder direct build of registrations the engine builds (never called: their
    /// `directMode` is `.engine`).
    @usableFromInline
    static func noDirectBuilder(
        _: Container,
        _: Unmanaged<AnyServiceEntry>,
        _: Unmanaged<ResolutionState>,
        _: UnsafeMutableRawPointer?,
        _: UnsafeRawPointer?
    ) -> Service {
        preconditionFailure("a registration without a direct build was built directly")
    }

    /// The factory of a registration that can only be built with `await`.
    private static func awaitRequired(_ key: RegistrationKey) -> Factory {
        func fail(_: Container, _: UnsafeRawPointer?) throws(ResolutionError) -> Service {
            throw ResolutionError(.requiresAwait, key: key, path: ResolutionState.current.path(ending: key))
        }
        return fail
    }

    deinit {
        if let pointer = UnsafeMutablePointer<Service>(bitPattern: singleton.load(ordering: .acquiring)) {
            pointer.deinitialize(count: 1)
            pointer.deallocate()
        }
        for pointer in retired {
            pointer.deinitialize(count: 1)
            pointer.deallocate()
        }
    }

    // MARK: Configuration (Swinject's API)

    /// Sets the scope of the instances this registration makes.
    @discardableResult
    public func inObjectScope(_ objectScope: any ObjectScopeProtocol) -> Self {
        setScope(objectScope)
        return self
    }

    /// Sets the scope of the instances this registration makes: `.transient`, `.graph` (the
    /// default), `.container` or `.weak`.
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScope) -> Self {
        inObjectScope(objectScope as any ObjectScopeProtocol)
    }

    /// Adds a closure run after each new instance is made (and kept in its scope), with the
    /// resolver that made it: property injection, and the way to close circular dependencies.
    /// Several closures run in the order they were added.
    @discardableResult
    public func initCompleted(_ completed: @escaping (any Resolver, Service) -> Void) -> Self {
        lock.withLock { completions.append(completed) }
        hasCompletions.store(true, ordering: .releasing)
        updateDirectMode()
        return self
    }

    // MARK: Resolution
    //
    // The hot path is unspecialized generic code (resolves arrive through the `Resolver` protocol),
    // so it avoids every type whose metadata would be looked up at run time (`Optional<Service>`,
    // tuples, boxes): values travel as `Service` and through raw pointers only.

    /// The instance for a resolve that reached this entry.
    @inline(__always)
    func resolveInstance(requester: Container, arguments: UnsafeRawPointer?) throws(ResolutionError) -> Service {
        let scope = scopeKind
        if scope == .container, let pointer = singletonPointer, !requester.tracing.isActive {
            return pointer.pointee
        }
        // The thread's state, borrowed without retain for the whole resolution.
        do {
            return try ResolutionState.unmanagedCurrent(requester.threadStateKey)._withUnsafeGuaranteedRef { state in
                try resolve(scope, state: state, requester: requester, arguments: arguments)
            }
        } catch {
            throw ResolutionError.rethrown(error, key: key)
        }
    }

    @inline(__always)
    private func resolve(
        _ scope: ScopeKind,
        state: ResolutionState,
        requester: Container,
        arguments: UnsafeRawPointer?
    ) throws(ResolutionError) -> Service {
        if state.tracer != nil {
            return try traced(scope, state: state, requester: requester, arguments: arguments)
        }
        state.enter()
        defer { state.leave() }
        switch scope {
        case .transient:
            return try build(state, requester: requester, arguments: arguments, keepInGraph: false)
        case .graph:
            if let pointer = state.graphPointer(serial) { return pointer.assumingMemoryBound(to: Service.self).pointee }
            return try build(state, requester: requester, arguments: arguments, keepInGraph: true)
        default:
            return try resolveKept(scope, state: state, requester: requester, arguments: arguments).value
        }
    }

    /// The published container-scoped instance.
    @inline(__always)
    var singletonPointer: UnsafePointer<Service>? {
        UnsafePointer<Service>(bitPattern: singleton.load(ordering: .acquiring))
    }

    /// Container, weak and custom scopes: whether the instance was made or reused.
    @inline(never)
    private func resolveKept(
        _ scope: ScopeKind,
        state: ResolutionState,
        requester: Container,
        arguments: UnsafeRawPointer?
    ) throws(ResolutionError) -> (value: Service, created: Bool) {
        if let pointer = state.graphPointer(serial) { return (pointer.assumingMemoryBound(to: Service.self).pointee, false) }
        switch scope {
        case .container:
            if let pointer = singletonPointer { return (pointer.pointee, false) }
            return try buildSingleton(state, requester: requester, arguments: arguments)
        case .weak:
            if let value = lock.withLock({ weakInstance.object }) as? Service { return (value, false) }
            let value = try build(state, requester: requester, arguments: arguments, keepInGraph: true) { value in
                self.lock.withLock { self.weakInstance = WeakObject(object: objectOrNil(value)) }
            }
            return (value, true)
        case .custom:
            let graph = GraphIdentifier(record: state.currentRecord())
            let storage = customStorage()
            if let value = lock.withLock({ storage.instance(inGraph: graph) }) as? Service { return (value, false) }
            let value = try build(state, requester: requester, arguments: arguments, keepInGraph: true) { value in
                self.lock.withLock { storage.setInstance(value, inGraph: graph) }
                state.customStorages.append(storage)
                state.needsCompletion = true
            }
            return (value, true)
        case .transient, .graph:
            let value = try build(state, requester: requester, arguments: arguments, keepInGraph: scope == .graph)
            return (value, true)
        }
    }

    /// The same resolution, recorded by the thread's tracer.
    @inline(never)
    private func traced(
        _ scope: ScopeKind,
        state: ResolutionState,
        requester: Container,
        arguments: UnsafeRawPointer?
    ) throws(ResolutionError) -> Service {
        guard let tracer = state.tracer else {
            return try resolveKept(scope, state: state, requester: requester, arguments: arguments).value
        }
        return try tracer.step(self) { () throws(ResolutionError) -> (Service, Bool) in
            state.enter()
            defer { state.leave() }
            if scope == .container, let pointer = singletonPointer { return (pointer.pointee, false) }
            let (value, created) = try resolveKept(scope, state: state, requester: requester, arguments: arguments)
            return (value, created)
        }
    }

    /// Runs the factory (and the initCompleted closures), watching for cycles.
    @inline(__always)
    private func build(
        _ state: ResolutionState,
        requester: Container,
        arguments: UnsafeRawPointer?,
        keepInGraph: Bool
    ) throws(ResolutionError) -> Service {
        try build(state, requester: requester, arguments: arguments, keepInGraph: keepInGraph) { _ in }
    }

    /// `build` with a step between keeping the instance and running initCompleted (scope storage).
    /// Inlined into both callers, so the plain `build` pays no closure.
    @inline(__always)
    private func build(
        _ state: ResolutionState,
        requester: Container,
        arguments: UnsafeRawPointer?,
        keepInGraph: Bool,
        beforeCompletion: (Service) -> Void
    ) throws(ResolutionError) -> Service {
        if state.closesCycle(Unmanaged.passUnretained(self), serial: serial) { throw cycleError(state) }
        state.pushBuilding(Unmanaged.passUnretained(self), serial: serial)
        defer { state.popBuilding() }
        let value: Service
        if isPlain, let made = plainFactory?(requester) {
            value = made
        } else {
            value = try factory(requester, arguments)
        }
        if keepInGraph {
            if state.reentries > 0, let kept = state.graphPointer(serial) {
                return kept.assumingMemoryBound(to: Service.self).pointee
            }
            state.storeGraphValue(serial, value, isReference: valuesAreReferences)
        }
        state.building[state.building.count - 1].completing = true
        beforeCompletion(value)
        if hasCompletions.load(ordering: .acquiring) { runCompletions(value, requester: requester) }
        return value
    }

    private func runCompletions(_ value: Service, requester: Container) {
        let actions = lock.withLock { completions }
        for action in actions { action(requester, value) }
    }

    private func requiresAwait(_ state: ResolutionState) -> ResolutionError {
        ResolutionError(.requiresAwait, key: key, path: state.path(ending: key))
    }

    /// Builds the container-scoped instance exactly once: under this entry's creation lock, which
    /// only resolves of this same registration wait for.
    private func buildSingleton(
        _ state: ResolutionState,
        requester: Container,
        arguments: UnsafeRawPointer?
    ) throws(ResolutionError) -> (value: Service, created: Bool) {
        if state.closesCycle(Unmanaged.passUnretained(self), serial: serial) { throw cycleError(state) }
        try creation.acquire(for: self, state: state)
        defer { creation.release(for: self, state: state) }
        if let pointer = singletonPointer { return (pointer.pointee, false) }
        let value = try build(state, requester: requester, arguments: arguments, keepInGraph: true)
        if let pointer = singletonPointer { return (pointer.pointee, false) }
        publishSingleton(value)
        return (value, true)
    }

    /// Publishes the container-scoped instance (call under `creation.lock`).
    func publishSingleton(_ value: Service) {
        let pointer = UnsafeMutablePointer<Service>.allocate(capacity: 1)
        pointer.initialize(to: value)
        let old = singleton.exchange(UInt(bitPattern: pointer), ordering: .acquiringAndReleasing)
        if let previous = UnsafeMutablePointer<Service>(bitPattern: old) { retired.append(previous) }
        if scopeKind == .container && !isForward {
            fastInstance.store(UInt(bitPattern: pointer), ordering: .releasing)
        }
    }

    // MARK: Scopes

    override func resetInstances(of scope: (any ObjectScopeProtocol)?) {
        if let scope, scope !== currentScope { return }
        if scopeKind == .container {
            creation.lock.withLock {
                fastInstance.store(0, ordering: .releasing)
                let old = singleton.exchange(0, ordering: .acquiringAndReleasing)
                if let previous = UnsafeMutablePointer<Service>(bitPattern: old) { retired.append(previous) }
            }
            return
        }
        switch scopeKind {
        case .weak:
            lock.withLock { weakInstance = WeakObject(object: nil) }
        case .custom:
            let storage = customStorage()
            lock.withLock { storage.instance = nil }
        case .container, .transient, .graph:
            break
        }
    }

    override var completionCount: Int { lock.withLock { completions.count } }

    /// The initCompleted closures (call under `lock`).
    var completionsSnapshot: [(any Resolver, Service) -> Void] { completions }

    override func copy(into container: Container) -> AnyServiceEntry {
        let copy = ServiceEntry(
            serviceType: Service.self,
            name: name,
            argumentTypes: argumentTypes,
            argumentsID: argumentsID,
            argumentsType: argumentsType,
            container: container,
            scope: currentScope,
            origin: origin,
            dependencies: parameterTypes,
            plainFactory: plainFactory,
            factory: isSynchronous && !isPlain ? factory : nil,
            asyncFactory: asyncFactory,
            directBuilder: directBuilder,
            throwingDirectBuilder: throwingDirectBuilder,
            hasDirectBuilder: buildsDirectly,
            directBuildThrows: directBuildThrows
        )
        let actions = lock.withLock { completions }
        for action in actions { copy.initCompleted(action) }
        return copy
    }

    override func makeForward<T>(as type: T.Type, name: String?, in container: Container) -> AnyServiceEntry {
        ForwardingEntryTo<T, Service>(type: type, name: name, target: self, container: container)
    }
}

/// What a registration declares it needs (registrations by initializer only).
struct DeclaredDependency: Sendable {
    enum Kind: Sendable {
        /// Resolved when the service is built; missing is an error.
        case required
        /// An `Optional` parameter: resolved if registered.
        case optional
        /// A `Lazy` or `Provider` parameter: resolved later, so it closes no cycle.
        case deferred
    }

    let serviceType: Any.Type
    let kind: Kind

    var key: RegistrationKey { RegistrationKey(serviceType) }
}
