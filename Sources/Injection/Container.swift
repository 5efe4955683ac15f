import Synchronization

/// A dependency-injection container: it keeps registrations of services and resolves them with
/// their dependencies. Its API is Swinject 2.10's, so code written for Swinject compiles by
/// changing the import.
///
/// ```swift
/// let container = Container()
/// container.register(APIRequesting.self) { _ in CurlAPIHandler() }.inObjectScope(.container)
/// container.register(UsersHandling.self, initializer: UsersHandler.init)   // dependencies known
/// let handler = container.resolve(UsersHandling.self)          // nil when it cannot be resolved
/// let same = try container.resolving(UsersHandling.self)        // or a ResolutionError saying why
/// ```
///
/// A container is `Sendable`: resolve from any thread or task, register while others resolve.
/// Reads take no lock (an atomically published lookup table); container-scoped instances are
/// built exactly once under a lock of their own registration. See <doc:TheContainer>.
public final class Container: @unchecked Sendable {
    /// The parent whose registrations this container sees (and whose container-scoped instances it shares).
    let parent: Container?
    let defaultObjectScope: ObjectScope
    /// Copies of process-wide singletons, so the hot path reads a field instead of checking a lazy global.
    @usableFromInline let threadStateKey = ResolutionState.key
    @usableFromInline let tracing = ResolutionTracer.flag
    /// The fast-path cache: `Container.fastSlotCount` slots, each the bits of an
    /// `Unmanaged<AnyServiceEntry>` registered here without name or arguments (or 0), at the slot
    /// its service type's identity maps to. Written under `writer` with releasing stores; read by
    /// the inlinable resolves with one acquiring load. See `fastEntry(_:)` and <doc:TheContainer#Speed>.
    @usableFromInline let fastSlots: UnsafeMutablePointer<Atomic<UInt>>
    /// The keyed cache: the same for registrations with a name or arguments, at the slot their
    /// whole key maps to (see `keyedEntry(_:_:_:)`).
    @usableFromInline let keyedSlots: UnsafeMutablePointer<Atomic<UInt>>
    /// The bits of the current `LookupTable` (kept alive by `tables`).
    private let table: Atomic<UInt>
    /// Guards everything below.
    let writer = Lock()
    /// Every table published so far; the last one is current. Older ones stay for readers in flight.
    private var tables: [LookupTable]
    /// Every group ever published, current or replaced (readers may still hold a replaced one).
    /// The current group of a key is found through the current table, which already indexes
    /// them by (service, arguments).
    private var ownedGroups: [RegistrationGroup] = []
    /// The live registrations, in registration order (a re-registration takes the old one's place).
    private var registrations: [AnyServiceEntry] = []
    /// Every entry ever registered: entries are referenced without retain by the lookup table.
    private var allEntries: [AnyServiceEntry] = []
    private var behaviors: [any Behavior] = []
    private var children: [WeakContainer] = []

    /// A container.
    ///
    /// - Parameters:
    ///   - parent: A container whose registrations this one sees too (its own win). The parent does
    ///     not see the child's.
    ///   - defaultObjectScope: The scope of registrations that set none (`.graph` unless told).
    ///   - behaviors: Behaviors told about every registration.
    ///   - registeringClosure: Registers services into the new container.
    public init(
        parent: Container? = nil,
        defaultObjectScope: ObjectScope = .graph,
        behaviors: [any Behavior] = [],
        registeringClosure: (Container) -> Void = { _ in }
    ) {
        self.parent = parent
        self.defaultObjectScope = defaultObjectScope
        fastSlots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: Container.fastSlotCount)
        keyedSlots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: Container.fastSlotCount)
        for index in 0..<Container.fastSlotCount {
            (fastSlots + index).initialize(to: Atomic<UInt>(0))
            (keyedSlots + index).initialize(to: Atomic<UInt>(0))
        }
        let first = LookupTable(capacity: 16)
        tables = [first]
        table = Atomic(UInt(bitPattern: Unmanaged.passUnretained(first).toOpaque()))
        self.behaviors = behaviors
        parent?.adopt(self)
        registeringClosure(self)
    }

    deinit {
        fastSlots.deinitialize(count: Container.fastSlotCount)
        fastSlots.deallocate()
        keyedSlots.deinitialize(count: Container.fastSlotCount)
        keyedSlots.deallocate()
    }

    // MARK: Registration

    /// Registers how to make `serviceType`: `factory` gets a resolver for the dependencies.
    ///
    /// - Parameters:
    ///   - serviceType: The type resolves ask for (usually a protocol).
    ///   - name: Tells apart registrations of the same type and argument types.
    ///   - factory: Makes the instance. It runs on the thread that resolves.
    /// - Returns: The registration, to configure with `inObjectScope`, `initCompleted`, `implements`.
    ///
    /// Inlinable, so that the registration's direct build (`ServiceEntry.directBuilder`, see
    /// Container+FastPath.swift) is specialised for `Service` in the registering module.
    @inlinable
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (any Resolver) -> Service
    ) -> ServiceEntry<Service> {
        addPlainFactory(
            name: name,
            factory: factory,
            directBuilder: { container, entry, state, room, _ in
                Container.finishDirectBuild(factory(container), entry, state, room)
            },
            hasDirectBuilder: true
        )
    }

    /// Registers a Swinject-style factory (with its direct build).
    @usableFromInline
    func addPlainFactory<Service>(
        name: String?,
        factory: @escaping (any Resolver) -> Service,
        directBuilder: @escaping ServiceEntry<Service>.DirectBuilder,
        hasDirectBuilder: Bool
    ) -> ServiceEntry<Service> {
        add(
            ServiceEntry(
                serviceType: Service.self,
                name: name,
                argumentTypes: [],
                argumentsID: ObjectIdentifier(Void.self),
                argumentsType: (any Resolver).self,
                container: self,
                scope: defaultObjectScope,
                origin: .closure,
                dependencies: [],
                plainFactory: factory,
                factory: nil,
                directBuilder: directBuilder,
                hasDirectBuilder: hasDirectBuilder
            )
        )
    }

    /// Registers a factory that may throw, typically because it uses the throwing resolves:
    /// `register(Handler.self) { r in Handler(api: try r.resolving(API.self)) }`. A failure
    /// inside reaches the caller of `resolving` as the original `ResolutionError` (with its path);
    /// any other error as `ResolutionError.Reason.factoryFailed`. Optional resolves return nil.
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (any Resolver) throws -> Service
    ) -> ServiceEntry<Service> {
        let entry = ServiceEntry(
            serviceType: Service.self,
            name: name,
            argumentTypes: [],
            argumentsID: ObjectIdentifier(Void.self),
            argumentsType: (any Resolver).self,
            container: self,
            scope: defaultObjectScope,
            origin: .closure,
            dependencies: [],
            factory: { container, _ throws(ResolutionError) in
                do {
                    return try factory(container)
                } catch {
                    throw ResolutionError.wrapping(error, key: RegistrationKey(Service.self, name: name))
                }
            }
        )
        return add(entry)
    }

    /// Publishes an entry under its own key and tells the behaviors.
    @discardableResult
    func add<Service>(_ entry: ServiceEntry<Service>) -> ServiceEntry<Service> {
        publish(entry, serviceID: ObjectIdentifier(Service.self))
        let behaviors = writer.withLock { behaviorsSnapshot }
        for behavior in behaviors {
            behavior.container(self, didRegisterType: Service.self, toService: entry, withName: entry.name)
        }
        return entry
    }

    /// Publishes `entry` in the lookup table under (`serviceID`, its arguments, its name).
    func publish(_ entry: AnyServiceEntry, serviceID: ObjectIdentifier) {
        writer.withLock {
            allEntries.append(entry)
            let unmanaged = Unmanaged.passUnretained(entry)
            let group: RegistrationGroup
            if let existing = currentGroup(serviceID, entry.argumentsID) {
                group = existing.replacing(name: entry.name, with: unmanaged)
                if let index = registrations.firstIndex(where: {
                    ObjectIdentifier($0.serviceType) == serviceID && $0.argumentsID == entry.argumentsID && $0.name == entry.name
                }) {
                    registrations[index] = entry
                } else {
                    registrations.append(entry)
                }
            } else {
                group = RegistrationGroup(
                    serviceID: serviceID,
                    argumentsID: entry.argumentsID,
                    items: [GroupItem(name: entry.name, entry: unmanaged)]
                )
                registrations.append(entry)
            }
            ownedGroups.append(group)
            currentTableWithRoom().publish(group)
            if entry.fastKey != 0 {
                // The newest registration of a slot's type wins the slot; a type it displaces
                // (another type mapping to the same slot) takes the hashed lookup.
                fastSlots[Container.fastSlot(entry.fastKey)].store(UInt(bitPattern: unmanaged.toOpaque()), ordering: .releasing)
            } else {
                let slot = Container.keyedSlot(entry.keyedService, entry.keyedArguments, entry.keyedName)
                keyedSlots[slot].store(UInt(bitPattern: unmanaged.toOpaque()), ordering: .releasing)
            }
        }
    }

    /// The current group of a key, from the current table. Writer only.
    private func currentGroup(_ service: ObjectIdentifier, _ arguments: ObjectIdentifier) -> RegistrationGroup? {
        tables[tables.count - 1].group(service, arguments)?.takeUnretainedValue()
    }

    /// The table to publish into, grown (and published) first if it is half full. Writer only.
    private func currentTableWithRoom() -> LookupTable {
        let current = tables[tables.count - 1]
        if current.hasRoomForOneMore { return current }
        let bigger = LookupTable(capacity: (current.mask + 1) * 2)
        current.forEachGroup { group in bigger.publish(group) }
        tables.append(bigger)
        table.store(UInt(bitPattern: Unmanaged.passUnretained(bigger).toOpaque()), ordering: .releasing)
        return bigger
    }

    /// Removes every registration of this container (not of its parent).
    public func removeAll() {
        writer.withLock {
            let empty = LookupTable(capacity: 16)
            tables.append(empty)
            table.store(UInt(bitPattern: Unmanaged.passUnretained(empty).toOpaque()), ordering: .releasing)
            for index in 0..<Container.fastSlotCount {
                fastSlots[index].store(0, ordering: .releasing)
                keyedSlots[index].store(0, ordering: .releasing)
            }
            registrations.removeAll()
        }
    }

    // MARK: Scopes

    /// Discards the instances kept for registrations in `objectScope`, here and in the parents.
    /// The next resolve makes new ones. (Instances that were published to lock-free readers are
    /// released with the container.)
    public func resetObjectScope(_ objectScope: any ObjectScopeProtocol) {
        for entry in liveRegistrations() {
            entry.resolvedEntry.resetInstances(of: objectScope)
        }
        parent?.resetObjectScope(objectScope)
    }

    /// Discards the instances kept for registrations in `objectScope`: `container.resetObjectScope(.container)`.
    public func resetObjectScope(_ objectScope: ObjectScope) {
        resetObjectScope(objectScope as any ObjectScopeProtocol)
    }

    /// Discards the instances kept in `objectScope` for registrations of `serviceType`, here and in the parents.
    public func resetObjectScope(_ objectScope: any ObjectScopeProtocol, serviceType: Any.Type) {
        let matching = liveRegistrations().filter { ObjectIdentifier($0.serviceType) == ObjectIdentifier(serviceType) }
        if matching.isEmpty { return }
        for entry in matching { entry.resolvedEntry.resetInstances(of: objectScope) }
        parent?.resetObjectScope(objectScope, serviceType: serviceType)
    }

    /// Discards the instances kept in `objectScope` for registrations of `serviceType`.
    public func resetObjectScope(_ objectScope: ObjectScope, serviceType: Any.Type) {
        resetObjectScope(objectScope as any ObjectScopeProtocol, serviceType: serviceType)
    }

    // MARK: Swinject compatibility

    /// Returns the container itself: it is already safe to use from several threads. Kept so
    /// that Swinject code compiles.
    public func synchronize() -> any Resolver {
        self
    }

    /// Adds a behavior, told about every later registration of this container.
    public func addBehavior(_ behavior: any Behavior) {
        writer.withLock { behaviors.append(behavior) }
    }

    /// Whether a registration of `serviceType` under `name` exists, with any argument types, here
    /// or in a parent.
    public func hasAnyRegistration<Service>(of serviceType: Service.Type, name: String? = nil) -> Bool {
        let id = ObjectIdentifier(serviceType)
        if liveRegistrations().contains(where: { ObjectIdentifier($0.serviceType) == id && $0.name == name }) {
            return true
        }
        return parent?.hasAnyRegistration(of: serviceType, name: name) ?? false
    }

    /// Runs `closure` with resolves made in the object graph `identifier`: graph-scoped objects of
    /// that graph still alive are reused, new ones join it.
    public func withObjectGraph<T>(_ identifier: GraphIdentifier, closure: (Container) throws -> T) rethrows -> T {
        let state = ResolutionState.current
        return try state.withRestoredGraph(identifier.record) { () throws -> T in try closure(self) }
    }

    // MARK: Lookup

    /// The entry for a key in this container, without any lock.
    @inline(__always)
    func localEntry(_ service: ObjectIdentifier, _ arguments: ObjectIdentifier, _ name: String?) -> Unmanaged<AnyServiceEntry>? {
        let bits = table.load(ordering: .acquiring)
        guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
        guard let group = Unmanaged<LookupTable>.fromOpaque(pointer)._withUnsafeGuaranteedRef({ $0.group(service, arguments) }) else {
            return nil
        }
        return group._withUnsafeGuaranteedRef { $0.entry(named: name) }
    }

    /// The entry for a key here or in the nearest parent that has it.
    @inline(__always)
    func findEntry(_ service: ObjectIdentifier, _ arguments: ObjectIdentifier, _ name: String?) -> Unmanaged<AnyServiceEntry>? {
        if let entry = localEntry(service, arguments, name) { return entry }
        if parent == nil { return nil }
        return findInAncestors(service, arguments, name)
    }

    @inline(never)
    private func findInAncestors(_ service: ObjectIdentifier, _ arguments: ObjectIdentifier, _ name: String?) -> Unmanaged<AnyServiceEntry>? {
        var ancestor = parent
        while let container = ancestor {
            if let entry = container.localEntry(service, arguments, name) { return entry }
            ancestor = container.parent
        }
        return nil
    }

    /// The behaviors (call under `writer`).
    var behaviorsSnapshot: [any Behavior] { behaviors }

    /// The live registrations of this container, in registration order.
    func liveRegistrations() -> [AnyServiceEntry] {
        writer.withLock { registrations }
    }

    /// The live registrations of one (service, arguments) group, in registration order.
    func groupEntries(_ service: ObjectIdentifier, _ arguments: ObjectIdentifier) -> [AnyServiceEntry] {
        writer.withLock {
            currentGroup(service, arguments)?.allItems.map { $0.entry.takeUnretainedValue() } ?? []
        }
    }

    /// The child containers still alive.
    func liveChildren() -> [Container] {
        writer.withLock { children.compactMap(\.container) }
    }

    private func adopt(_ child: Container) {
        writer.withLock {
            children.removeAll { $0.container == nil }
            children.append(WeakContainer(container: child))
        }
    }

    /// This container and its parents, nearest first.
    var lineage: [Container] {
        var result = [self]
        var ancestor = parent
        while let container = ancestor {
            result.append(container)
            ancestor = container.parent
        }
        return result
    }
}

// MARK: CustomStringConvertible

extension Container: CustomStringConvertible {
    /// Swinject's listing of the registrations, one per line, sorted:
    /// `{ Service: Animal, Name: "cat", Factory: Resolver -> Animal, ObjectScope: graph }`.
    public var description: String {
        let lines = liveRegistrations().map { "\n    { \($0.describe(as: $0.key)) }" }.sorted()
        return "[" + lines.joined(separator: ",") + "\n]"
    }
}

struct WeakContainer {
    weak var container: Container?
}
