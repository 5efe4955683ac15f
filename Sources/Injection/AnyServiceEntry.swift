import Synchronization

/// What every registration has, whatever its service type: its key, how it was registered, its
/// scope. `ServiceEntry<Service>` is the typed registration `register` returns.
public class AnyServiceEntry: @unchecked Sendable {
    /// How a registration makes its instances: only an initializer declares its dependencies.
    enum Origin: Sendable {
        case closure, initializer, asyncClosure
        /// Another type's registration, forwarded (`implements`, `forward`).
        case forward
    }

    struct State {
        var scope: any ObjectScopeProtocol
        /// The storage of a custom scope, made on first use.
        var storage: (any InstanceStorage)?
        /// The container-scoped instance (a `Kept<Service>`), once built.
        var singleton: AnyObject?
        var weak = WeakObject(object: nil)
        /// The tasks waiting for an async build of the container-scoped instance.
        var asyncWaiters: [CheckedContinuation<Void, Never>]?
        /// The initCompleted closures. Untyped here: a lock of `Service`'s own closures is a type
        /// the runtime makes at every registration (StaticStartupBenchmarks).
        var completions: [(any Resolver, Any) -> Void] = []

        mutating func customStorage() -> any InstanceStorage {
            if let storage { return storage }
            let made = scope.makeStorage()
            storage = made
            return made
        }
    }

    /// What a factory takes besides the resolver: the types, their tuple's identity, its parameter list.
    struct Signature {
        var types: [Any.Type] = []
        var id = ServiceKey.noArguments
        var type: Any.Type = (any Resolver).self
    }

    private static let serials = Atomic<UInt64>(0)

    /// The service type the registration is for.
    public let serviceType: Any.Type
    /// The factory's parameter list as a type: `(any Resolver).self` for a factory without
    /// arguments, `(any Resolver, String, Int).self` for one taking a `String` and an `Int`.
    public let argumentsType: Any.Type
    /// Unique in the process; identifies the entry in graphs.
    let serial: UInt64
    let name: String?
    let signature: Signature
    let lookupKey: ServiceKey
    let origin: Origin
    /// The initializer's parameter types (registrations by initializer).
    let parameterTypes: [Any.Type]
    /// The container the entry was registered in, which owns it.
    unowned let container: Container
    let state: Lock<State>
    /// The scope's kind, read by resolves without the lock.
    private let kind: Atomic<UInt8>
    let creation = CreationLock()

    init(
        serviceType: Any.Type,
        name: String?,
        signature: Signature = Signature(),
        container: Container,
        scope: any ObjectScopeProtocol,
        origin: Origin,
        dependencies parameterTypes: [Any.Type] = []
    ) {
        self.serviceType = serviceType
        self.name = name
        self.signature = signature
        argumentsType = signature.type
        lookupKey = ServiceKey(service: ObjectIdentifier(serviceType), arguments: signature.id, name: name)
        self.container = container
        self.origin = origin
        self.parameterTypes = parameterTypes
        state = Lock(State(scope: scope))
        kind = Atomic(ScopeKind(scope).rawValue)
        serial = AnyServiceEntry.serials.add(1, ordering: .relaxed).newValue
    }

    /// The container-scoped instance's box (a `Kept`), once built, unless a trace is recorded.
    @usableFromInline
    func builtSingleton() -> AnyObject? {
        guard origin != .forward, scopeKind == .container, ResolutionTracer.active.load(ordering: .relaxed) == 0 else { return nil }
        return state.withLock { $0.singleton }
    }

    /// The key this entry is registered under.
    var key: RegistrationKey { RegistrationKey(serviceType, name: name, arguments: signature.types) }

    /// The dependencies the initializer's parameters declare.
    var dependencies: [DeclaredDependency] { parameterTypes.map(DeclaredDependency.init(parameter:)) }

    var scopeKind: ScopeKind { ScopeKind(rawValue: kind.load(ordering: .relaxed)) ?? .graph }

    var currentScope: any ObjectScopeProtocol { state.withLock { $0.scope } }

    func setScope(_ scope: any ObjectScopeProtocol) {
        state.withLock {
            $0.scope = scope
            $0.storage = nil
            $0.singleton = nil
            kind.store(ScopeKind(scope).rawValue, ordering: .relaxed)
        }
    }

    func customStorage() -> any InstanceStorage { state.withLock { $0.customStorage() } }

    /// Forgets the instances kept by the entry's scope, if it is `scope`.
    func resetInstances(of scope: any ObjectScopeProtocol) {
        state.withLock { state in
            guard state.scope === scope else { return }
            state.singleton = nil
            state.weak = WeakObject(object: nil)
            if scopeKind == .custom { state.customStorage().instance = nil }
        }
    }

    /// The instance, as `Target`, the type the entry is registered under: subclasses cast the value
    /// rather than the entry to `ServiceEntry<Target>`, which unspecialised code would look up.
    @usableFromInline
    func resolveValue<Target>(
        as _: Target.Type,
        requester: Container,
        arguments: ArgumentValues? = nil,
        in _: Resolution?
    ) throws(ResolutionError) -> Target {
        throw mismatch(producing: serviceType)
    }

    func mismatch(producing type: Any.Type) -> ResolutionError { ResolutionError(.typeMismatch(produced: typeName(type)), key: key, path: [key]) }

    var completionCount: Int { 0 }

    /// The same registration, with fresh instances, for another container; a forward goes to the
    /// copy of its target in `targets` (by serial), and is left out if there is none.
    func copy(into container: Container, targets: [UInt64: AnyServiceEntry]) -> AnyServiceEntry? { nil }

    /// Itself, or the target of a forward.
    var resolvedEntry: AnyServiceEntry { self }

    /// Swinject's description of the entry.
    var swinjectDescription: String {
        let nameDescription = key.name.map { ", Name: \"\($0)\"" } ?? ""
        let service = typeName(serviceType)
        let factory =
            switch resolvedEntry.origin {
            case .initializer: "Initializer: (\(dependencies.map { typeName($0.serviceType) }.joined(separator: ", "))) -> \(service)"
            case .asyncClosure: "AsyncFactory: \(typeName(argumentsType)) -> \(service)"
            case .closure, .forward: "Factory: \(typeName(argumentsType)) -> \(service)"
            }
        let completions = resolvedEntry.completionCount
        let completed = completions == 0 ? "" : ", InitCompleted: Specified \(completions) closures"
        return "Service: \(service)\(nameDescription), \(factory), ObjectScope: \(resolvedEntry.currentScope)\(completed)"
    }
}

/// A value kept for later resolves, the container-scoped instance or a graph-scoped one: boxed,
/// so that a cast back to `Kept<Service>` compares classes and looks up no conformance.
@usableFromInline
class KeptValue {
    var object: AnyObject? { nil }
}

@usableFromInline
final class Kept<Value>: KeptValue {
    @usableFromInline let value: Value

    required init(_ value: Value) { self.value = value }

    override var object: AnyObject? { objectOrNil(value) }
}

/// `T` resolved through the registration of `S`: same scope, same instances, same initCompleted.
final class ForwardingEntry<T, S>: AnyServiceEntry, @unchecked Sendable {
    let target: ServiceEntry<S>
    /// The conversion the compiler checked; nil for an unchecked forward, which casts.
    let convert: (@Sendable (S) -> T)?

    init(type: T.Type, name: String?, target: ServiceEntry<S>, container: Container, convert: (@Sendable (S) -> T)? = nil) {
        self.target = target
        self.convert = convert
        super.init(
            serviceType: type,
            name: name,
            signature: target.signature,
            container: container,
            scope: ObjectScope.transient,
            origin: .forward,
            dependencies: target.parameterTypes
        )
    }

    override func resolveValue<Target>(
        as _: Target.Type,
        requester: Container,
        arguments: ArgumentValues?,
        in _: Resolution?
    ) throws(ResolutionError) -> Target {
        let value = try requester.resolve(target, arguments: arguments)
        guard let forwarded = convert?(value) ?? (value as? T) else { throw mismatch(producing: type(of: value as Any)) }
        guard let result = forwarded as? Target else { throw mismatch(producing: T.self) }
        return result
    }

    override var resolvedEntry: AnyServiceEntry { target }

    override func copy(into container: Container, targets: [UInt64: AnyServiceEntry]) -> AnyServiceEntry? {
        guard let newTarget = targets[target.serial] as? ServiceEntry<S> else { return nil }
        return ForwardingEntry(type: T.self, name: name, target: newTarget, container: container, convert: convert)
    }
}
