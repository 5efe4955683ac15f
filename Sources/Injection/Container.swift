import Synchronization

/// A dependency-injection container: it keeps registrations of services and resolves them with
/// their dependencies, with Swinject 2.10's API. See <doc:TheContainer>.
///
/// A container is `Sendable`: its registrations are a table under a lock, held only to look a
/// key up, and each thread resolving from it has a resolution of its own.
public final class Container: @unchecked Sendable {
    struct Registry {
        var entries = ServiceTable()
        /// In registration order (a re-registration takes the old one's place).
        var ordered: [AnyServiceEntry] = []
        var behaviors: [any Behavior]
        var children: [WeakObject] = []
        /// The resolutions in progress, one per thread resolving from this container, but the primary one.
        var resolutions: [(thread: UInt, resolution: Resolution)] = []
    }

    /// The parent whose registrations this container sees (and whose container-scoped instances it shares).
    let parent: Container?
    let defaultObjectScope: ObjectScope
    let registry: Lock<Registry>
    /// The resolution of the thread in `primaryThread` (0: none), and how many threads resolve in
    /// one of their own (`Registry.resolutions`): while any does, none takes the primary one.
    let primary = Resolution()
    let primaryThread = Atomic<UInt>(0)
    let others = Atomic<Int>(0)

    /// A container, seeing the registrations of `parent` too (its own win), whose registrations
    /// are in `defaultObjectScope` unless they set one, telling `behaviors` about each.
    public init(
        parent: Container? = nil,
        defaultObjectScope: ObjectScope = .graph,
        behaviors: [any Behavior] = [],
        registeringClosure: (Container) -> Void = { _ in }
    ) {
        self.parent = parent
        self.defaultObjectScope = defaultObjectScope
        registry = Lock(Registry(behaviors: behaviors))
        parent?.adopt(self)
        registeringClosure(self)
    }

    /// Registers how to make `serviceType` under `name`: `factory` gets a resolver for the
    /// dependencies. Configure the registration returned with `inObjectScope`, `initCompleted`, `implements`.
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (any Resolver) -> Service
    ) -> ServiceEntry<Service> {
        add(ServiceEntry(name: name, container: self) { container, _ in factory(container) })
    }

    /// Registers a factory that may throw, typically because it uses the throwing resolves; any
    /// error other than a `ResolutionError` reaches `resolving` as `ResolutionError.Reason.factoryFailed`.
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (any Resolver) throws -> Service
    ) -> ServiceEntry<Service> {
        add(ServiceEntry(name: name, container: self) { container, _ in try factory(container) })
    }

    /// Publishes an entry under its own key and tells the behaviors.
    @discardableResult
    func add<Service>(_ entry: ServiceEntry<Service>) -> ServiceEntry<Service> {
        add(entry, as: Service.self, name: entry.name, to: entry)
        return entry
    }

    /// Publishes `entry` and tells the behaviors that it registers `type` (under `name`) to `service`.
    func add<T, S>(_ entry: AnyServiceEntry, as type: T.Type, name: String?, to service: ServiceEntry<S>) {
        publish(entry)
        for behavior in registry.withLock({ $0.behaviors }) {
            behavior.container(self, didRegisterType: type, toService: service, withName: name)
        }
    }

    /// Makes `entry` the registration of its key.
    func publish(_ entry: AnyServiceEntry) {
        registry.withLock { registry in
            if let replaced = registry.entries.insert(entry),
                let index = registry.ordered.firstIndex(where: { $0 === replaced })
            {
                registry.ordered[index] = entry
            } else {
                registry.ordered.append(entry)
            }
        }
    }

    /// Removes every registration of this container (not of its parent).
    public func removeAll() {
        registry.withLock { registry in
            registry.entries = ServiceTable()
            registry.ordered = []
        }
    }

    /// Discards the instances kept for registrations in `objectScope`, here and in the parents.
    public func resetObjectScope(_ objectScope: any ObjectScopeProtocol) {
        for entry in liveRegistrations() { entry.resolvedEntry.resetInstances(of: objectScope) }
        parent?.resetObjectScope(objectScope)
    }

    /// Discards the instances kept for registrations in `objectScope`: `container.resetObjectScope(.container)`.
    public func resetObjectScope(_ objectScope: ObjectScope) { resetObjectScope(objectScope as any ObjectScopeProtocol) }

    /// Discards the instances kept in `objectScope` for registrations of `serviceType`, here and in the parents.
    public func resetObjectScope(_ objectScope: any ObjectScopeProtocol, serviceType: Any.Type) {
        let matching = liveRegistrations().filter { $0.serviceType == serviceType }
        for entry in matching { entry.resolvedEntry.resetInstances(of: objectScope) }
        if !matching.isEmpty { parent?.resetObjectScope(objectScope, serviceType: serviceType) }
    }

    /// Discards the instances kept in `objectScope` for registrations of `serviceType`.
    public func resetObjectScope(_ objectScope: ObjectScope, serviceType: Any.Type) {
        resetObjectScope(objectScope as any ObjectScopeProtocol, serviceType: serviceType)
    }

    /// Returns the container itself, already safe to use from several threads (Swinject's API).
    public func synchronize() -> any Resolver { self }

    /// Adds a behavior, told about every later registration of this container.
    public func addBehavior(_ behavior: any Behavior) { registry.withLock { $0.behaviors.append(behavior) } }

    /// Whether a registration of `serviceType` under `name` exists, with any arguments, here or in a parent.
    public func hasAnyRegistration<Service>(of serviceType: Service.Type, name: String? = nil) -> Bool {
        lineage.contains { $0.liveRegistrations().contains { $0.serviceType == serviceType && $0.name == name } }
    }

    /// Runs `closure` with resolves made in the object graph `identifier`: graph-scoped objects of
    /// that graph still alive are reused, new ones join it.
    public func withObjectGraph<T>(_ identifier: GraphIdentifier, closure: (Container) throws -> T) rethrows -> T {
        try withResolution { resolution in
            try resolution.withRestoredGraph(identifier.record) { try closure(self) }
        }
    }

    // MARK: Lookup

    /// The registration of `key` here or in the nearest parent, and this thread's resolution.
    func lookUp(_ key: ServiceKey) -> (entry: AnyServiceEntry?, resolution: Resolution?) { (entry(for: key), currentResolution()) }

    /// The registration of `key` here or in the nearest parent.
    @usableFromInline
    func entry(for key: ServiceKey) -> AnyServiceEntry? {
        if let entry = registry.withLock({ $0.entries[key] }) { return entry }
        var ancestor = parent
        while let container = ancestor {
            if let found = container.registry.withLock({ $0.entries[key] }) { return found }
            ancestor = container.parent
        }
        return nil
    }

    /// This thread's resolution in progress, if any: no lock unless other threads resolve at once.
    @usableFromInline
    func currentResolution() -> Resolution? {
        let thread = currentThread()
        if primaryThread.load(ordering: .relaxed) == thread { return primary }
        if others.load(ordering: .relaxed) == 0 { return nil }
        return registry.withLock { $0.resolutions.first { $0.thread == thread }?.resolution }
    }

    /// Runs `body` in this thread's resolution: the one in progress, or a new one ended when
    /// `body` returns. A thread with none takes the primary one by an atomic exchange; the
    /// others, while it is taken, get their own under the lock.
    func withResolution<Result, Failure: Error>(_ body: (Resolution) throws(Failure) -> Result) throws(Failure) -> Result {
        let thread = currentThread()
        let holder = primaryThread.load(ordering: .relaxed)
        if holder == thread { return try body(primary) }
        if holder == 0, others.load(ordering: .relaxed) == 0,
            primaryThread.compareExchange(expected: 0, desired: thread, ordering: .acquiring).exchanged
        {
            defer {
                primary.completeGraph()
                primaryThread.store(0, ordering: .releasing)
            }
            return try body(primary)
        }
        let (resolution, isNew) = registry.withLock { registry in
            if let running = registry.resolutions.first(where: { $0.thread == thread }) { return (running.resolution, false) }
            let started = Resolution()
            registry.resolutions.append((thread, started))
            others.add(1, ordering: .relaxed)
            return (started, true)
        }
        if !isNew { return try body(resolution) }
        defer {
            resolution.completeGraph()
            registry.withLock { $0.resolutions.removeAll { $0.resolution === resolution } }
            others.subtract(1, ordering: .relaxed)
        }
        return try body(resolution)
    }

    func liveRegistrations() -> [AnyServiceEntry] { registry.withLock { $0.ordered } }

    func liveChildren() -> [Container] { registry.withLock { $0.children.compactMap { $0.object as? Container } } }

    private func adopt(_ child: Container) {
        registry.withLock { registry in
            registry.children.removeAll { $0.object == nil }
            registry.children.append(WeakObject(object: child))
        }
    }

    var lineage: [Container] { Array(sequence(first: self, next: \.parent)) }
}

extension Container: CustomStringConvertible {
    /// Swinject's listing of the registrations, one per line, sorted:
    /// `{ Service: Animal, Name: "cat", Factory: Resolver -> Animal, ObjectScope: graph }`.
    public var description: String {
        let lines = liveRegistrations().map { "\n    { \($0.swinjectDescription) }" }.sorted()
        return "[" + lines.joined(separator: ",") + "\n]"
    }
}
