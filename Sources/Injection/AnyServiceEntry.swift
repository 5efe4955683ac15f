import Synchronization

/// What every registration has, whatever its service type: its key, how it was registered, its
/// scope. `ServiceEntry<Service>` is the typed registration `register` returns.
public class AnyServiceEntry: @unchecked Sendable {
    /// How a registration makes its instances.
    enum Origin: Sendable {
        /// A closure taking the resolver (and arguments): its dependencies are not known.
        case closure
        /// An initializer whose parameters are the dependencies.
        case initializer
        /// An async closure.
        case asyncClosure
        /// Another type's registration, forwarded (`implements`, `forward`).
        case forward
    }

    private static let serials = Atomic<UInt64>(0)

    /// The service type the registration is for.
    public let serviceType: Any.Type
    /// The factory's parameter list as a type: `(any Resolver).self` for a factory without
    /// arguments, `(any Resolver, String, Int).self` for one taking a `String` and an `Int`.
    public let argumentsType: Any.Type
    /// Unique in the process; identifies the entry in graphs and traces.
    let serial: UInt64
    let name: String?
    let argumentTypes: [Any.Type]
    let argumentsID: ObjectIdentifier
    let origin: Origin
    /// The initializer's parameter types, for a registration by initializer; what each means
    /// (`dependencies`) is worked out only when asked, by validation and diagnostics, since
    /// telling an `Optional`, `Lazy` or `Provider` parameter apart is a conformance lookup
    /// that a run which only resolves never needs.
    let parameterTypes: [Any.Type]
    let isForward: Bool
    /// The container the entry was registered in (which owns the entry).
    unowned let container: Container
    /// Guards the scope object, the custom storage and subclasses' state.
    let lock = Lock()
    /// Serializes the creation of container-scoped instances.
    let creation = CreationLock()
    private let scopeRaw: Atomic<UInt8>
    /// Under `lock`.
    private var scope: any ObjectScopeProtocol
    /// Under `lock`.
    private var storage: (any InstanceStorage)?
    let hasCompletions = Atomic<Bool>(false)
    /// The service type's identity for a registration without name and arguments (the key of the
    /// container's fast-path cache), 0 for any other.
    @usableFromInline let fastKey: UInt
    /// The address of the container-scoped instance once built (an initialized `Service`), 0
    /// otherwise: what the inlinable resolves return without entering the engine. Set when the
    /// instance is published, cleared by resets and scope changes.
    @usableFromInline let fastInstance = Atomic<UInt>(0)
    /// For a registration with a name or arguments, its key as the container's keyed cache compares
    /// it: the service type's and the argument list's identities and the bits of the name (see
    /// `Container.keyedEntry`); zeros for any other.
    @usableFromInline let keyedService: UInt
    @usableFromInline let keyedArguments: UInt
    @usableFromInline let keyedName: (UInt64, UInt64)
    /// How the inlinable resolves may build this registration themselves, without the engine
    /// (`DirectMode`): set from the scope, whether the factory is synchronous and whether
    /// initCompleted closures were added. Read with a relaxed load on every such resolve.
    @usableFromInline let directMode = Atomic<UInt8>(0)
    /// Whether a value of the service type is one strong reference and nothing else to destroy
    /// (a class, or a class-bound existential: see `isSingleReference`), so that graph scope
    /// releases it without opening its type.
    let valuesAreReferences: Bool
    /// Whether the registration has a direct build (`ServiceEntry.directBuilder`; never a forward).
    let buildsDirectly: Bool
    /// Whether its direct build is `ServiceEntry.throwingDirectBuilder`.
    @usableFromInline let directBuildThrows: Bool

    init(
        serviceType: Any.Type,
        name: String?,
        argumentTypes: [Any.Type],
        argumentsID: ObjectIdentifier,
        argumentsType: Any.Type,
        container: Container,
        scope: any ObjectScopeProtocol,
        origin: Origin,
        dependencies parameterTypes: [Any.Type],
        isForward: Bool,
        buildsDirectly: Bool = false,
        directBuildThrows: Bool = false
    ) {
        self.serviceType = serviceType
        self.name = name
        self.argumentTypes = argumentTypes
        self.argumentsID = argumentsID
        self.argumentsType = argumentsType
        self.container = container
        self.scope = scope
        self.origin = origin
        self.parameterTypes = parameterTypes
        self.isForward = isForward
        let unnamed = name == nil && argumentsID == ObjectIdentifier(Void.self)
        fastKey = unnamed ? UInt(bitPattern: ObjectIdentifier(serviceType)) : 0
        keyedService = unnamed ? 0 : UInt(bitPattern: ObjectIdentifier(serviceType))
        keyedArguments = unnamed ? 0 : UInt(bitPattern: argumentsID)
        keyedName = unnamed ? (0, 0) : Container.nameBits(name)
        scopeRaw = Atomic(ScopeKind(scope).rawValue)
        serial = AnyServiceEntry.serials.add(1, ordering: .relaxed).newValue
        self.buildsDirectly = buildsDirectly && !isForward
        self.directBuildThrows = directBuildThrows
        valuesAreReferences = isSingleReference(serviceType)
        updateDirectMode()
    }

    /// Sets `directMode` from the scope and the initCompleted closures (after either changes).
    /// Under `lock`, so that of two threads configuring the entry at once, the last to get here
    /// sees both changes.
    func updateDirectMode() {
        lock.withLock {
            var mode = DirectMode.engine
            if buildsDirectly && !hasCompletions.load(ordering: .acquiring) {
                switch scopeKind {
                case .transient: mode = .transient
                case .graph: mode = .graph
                case .container, .weak, .custom: mode = .engine
                }
            }
            directMode.store(mode.rawValue, ordering: .releasing)
        }
    }

    /// The dependencies the initializer's parameters declare.
    var dependencies: [DeclaredDependency] { parameterTypes.map(DeclaredDependency.init(parameter:)) }

    /// The key this entry is registered under.
    var key: RegistrationKey { RegistrationKey(serviceType, name: name, arguments: argumentTypes) }

    /// How the container shares instances (read on every resolve, so kept in an atomic).
    var scopeKind: ScopeKind {
        @inline(__always) get { ScopeKind(rawValue: scopeRaw.load(ordering: .relaxed)) ?? .graph }
    }

    /// The scope object, as set by `inObjectScope`.
    var currentScope: any ObjectScopeProtocol { lock.withLock { scope } }

    func setScope(_ newScope: any ObjectScopeProtocol) {
        lock.withLock {
            scope = newScope
            storage = nil
        }
        scopeRaw.store(ScopeKind(newScope).rawValue, ordering: .releasing)
        fastInstance.store(0, ordering: .releasing)
        updateDirectMode()
    }

    /// The storage of a custom scope, made on first use.
    func customStorage() -> any InstanceStorage {
        lock.withLock {
            if let storage { return storage }
            let made = scope.makeStorage()
            storage = made
            return made
        }
    }

    /// The storage of a custom scope, if it was made (call under `lock`).
    var customStorageIfMade: (any InstanceStorage)? { storage }

    /// Forgets the instances kept by the entry's scope, if it is `scope` (any scope if nil).
    func resetInstances(of scope: (any ObjectScopeProtocol)?) {}

    /// The number of initCompleted closures.
    var completionCount: Int { 0 }

    /// The same registration, with fresh instances, for another container.
    func copy(into container: Container) -> AnyServiceEntry { self }

    /// For a forward: the same forward, to the copy of its target (nil if the target was not copied).
    func copyForward(targets: [UInt64: AnyServiceEntry], into container: Container) -> AnyServiceEntry? { nil }

    /// An entry resolving `type` through this one.
    func makeForward<T>(as type: T.Type, name: String?, in container: Container) -> AnyServiceEntry { self }

    /// The entry that makes the instances (itself, or the target of a forward).
    var resolvedEntry: AnyServiceEntry { self }

    /// The error for a resolve of this entry while it is being built on this thread.
    @inline(never)
    func cycleError(_ state: ResolutionState) -> ResolutionError {
        let keys = state.building.elements.map { $0.entry.takeUnretainedValue().key }
        let start = state.building.elements.firstIndex { $0.entry.toOpaque() == Unmanaged.passUnretained(self).toOpaque() } ?? 0
        let cycle = Array(keys[start...]) + [key]
        return ResolutionError(.cycle(cycle), key: key, path: keys + [key])
    }

    /// Swinject's description of the entry.
    func describe(as key: RegistrationKey) -> String {
        let nameDescription = key.name.map { ", Name: \"\($0)\"" } ?? ""
        let factory: String
        switch resolvedEntry.origin {
        case .initializer:
            let parameters = dependencies.map { typeName($0.serviceType) }.joined(separator: ", ")
            factory = "Initializer: (\(parameters)) -> \(typeName(key.serviceType))"
        case .asyncClosure:
            factory = "AsyncFactory: \(typeName(argumentsType)) -> \(typeName(key.serviceType))"
        case .closure, .forward:
            factory = "Factory: \(typeName(argumentsType)) -> \(typeName(key.serviceType))"
        }
        let completions = resolvedEntry.completionCount
        let completed = completions == 0 ? "" : ", InitCompleted: Specified \(completions) closures"
        return "Service: \(typeName(key.serviceType))\(nameDescription), \(factory), ObjectScope: \(resolvedEntry.currentScope)\(completed)"
    }
}

/// Whether values of `type` are a single strong reference in their first word and nothing else:
/// class types, and class-bound protocol existentials (`any P` where `P: AnyObject`, laid out as
/// the reference followed by witness tables). Read from the existential's metadata (kind
/// 0x303, class constraint bit clear: swift/ABI/MetadataValues.h); anything else is false, and
/// is destroyed through its value witnesses as before.
func isSingleReference(_ type: Any.Type) -> Bool {
    if type is AnyObject.Type { return true }
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard metadata.load(as: UInt.self) == 0x303 else { return false }
    let flags = metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt32.self)
    return flags & 0x8000_0000 == 0
}

extension ResolutionState {
    /// The keys being built, outermost first, followed by `key`.
    func path(ending key: RegistrationKey) -> [RegistrationKey] {
        building.elements.map { $0.entry.takeUnretainedValue().key } + [key]
    }
}

/// A registration of type `T` that resolves through another registration.
class ForwardingEntry<T>: AnyServiceEntry, @unchecked Sendable {
    func resolveForwarded(requester: Container, arguments: UnsafeRawPointer?) throws(ResolutionError) -> T {
        throw ResolutionError(.notRegistered, key: key, path: [key])
    }
}

/// `T` resolved through the registration of `S`: same scope, same instances, same initCompleted.
final class ForwardingEntryTo<T, S>: ForwardingEntry<T>, @unchecked Sendable {
    let target: ServiceEntry<S>
    /// The conversion the compiler checked (`implements(_:as:)`); nil for an unchecked forward,
    /// which casts each instance at run time.
    let convert: (@Sendable (S) -> T)?

    init(type: T.Type, name: String?, target: ServiceEntry<S>, container: Container, convert: (@Sendable (S) -> T)? = nil) {
        self.target = target
        self.convert = convert
        super.init(
            serviceType: type,
            name: name,
            argumentTypes: target.argumentTypes,
            argumentsID: target.argumentsID,
            argumentsType: target.argumentsType,
            container: container,
            scope: ObjectScope.transient,
            origin: .forward,
            dependencies: target.parameterTypes,
            isForward: true
        )
    }

    override func resolveForwarded(requester: Container, arguments: UnsafeRawPointer?) throws(ResolutionError) -> T {
        let value = try target.resolveInstance(requester: requester, arguments: arguments)
        if let convert { return convert(value) }
        if let forwarded = value as? T { return forwarded }
        throw ResolutionError(.typeMismatch(produced: typeName(type(of: value as Any))), key: key, path: [key])
    }

    override var resolvedEntry: AnyServiceEntry { target }

    override func copyForward(targets: [UInt64: AnyServiceEntry], into container: Container) -> AnyServiceEntry? {
        guard let newTarget = targets[target.serial] as? ServiceEntry<S> else { return nil }
        return ForwardingEntryTo(type: T.self, name: name, target: newTarget, container: container, convert: convert)
    }
}
