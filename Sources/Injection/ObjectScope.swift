/// How the instances a container makes for a registration are shared.
///
/// The four standard scopes are handled by the container itself, without locks on the read path:
/// `.transient` (a new instance each time), `.graph` (one per object graph, the default),
/// `.container` (one per container and its children, created exactly once even under concurrent
/// first access) and `.weak` (shared while someone holds it). Any other scope is a custom one: its
/// `InstanceStorage` decides, and the container calls it under a per-registration lock.
public protocol ObjectScopeProtocol: AnyObject {
    /// Makes the storage of one registration; called once per registration in this scope.
    func makeStorage() -> any InstanceStorage
}

/// A scope made of a storage factory, such as the standard ones.
///
/// A custom scope shares instances the way its storage says:
///
/// ```swift
/// extension ObjectScope {
///     static let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
/// }
/// container.register(Session.self) { _ in Session() }.inObjectScope(.session)
/// container.resetObjectScope(.session)   // at log-out
/// ```
public final class ObjectScope: ObjectScopeProtocol, CustomStringConvertible, @unchecked Sendable {
    /// The scope's name, shown in descriptions and diagnostics.
    public let description: String
    private let storageFactory: () -> any InstanceStorage
    private let parent: (any ObjectScopeProtocol)?
    let kind: ScopeKind

    /// A scope whose registrations keep their instances in storages made by `storageFactory`; with a
    /// `parent`, each storage is combined with one of the parent scope.
    public init(storageFactory: @escaping () -> any InstanceStorage, description: String = "", parent: (any ObjectScopeProtocol)? = nil) {
        self.storageFactory = storageFactory
        self.description = description
        self.parent = parent
        kind = .custom
    }

    private init(kind: ScopeKind, storageFactory: @escaping () -> any InstanceStorage, description: String, parent: (any ObjectScopeProtocol)? = nil)
    {
        self.storageFactory = storageFactory
        self.description = description
        self.parent = parent
        self.kind = kind
    }

    /// Makes a storage from the factory (composed with the parent scope's, if any).
    public func makeStorage() -> any InstanceStorage {
        if let parent {
            return CompositeStorage([storageFactory(), parent.makeStorage()])
        }
        return storageFactory()
    }

    /// A new instance for every resolution.
    public static let transient = ObjectScope(kind: .transient, storageFactory: TransientStorage.init, description: "transient")

    /// One instance per object graph (one outermost resolve); the default scope.
    public static let graph = ObjectScope(kind: .graph, storageFactory: GraphStorage.init, description: "graph")

    /// One instance per container, shared with its child containers: a singleton.
    public static let container = ObjectScope(kind: .container, storageFactory: PermanentStorage.init, description: "container")

    /// One instance shared as long as something else holds it (value types are not kept), and within
    /// an object graph.
    public static let weak = ObjectScope(kind: .weak, storageFactory: WeakStorage.init, description: "weak", parent: ObjectScope.graph)
}

extension ObjectScope {
    @available(*, unavailable, renamed: "transient")
    /// Swinject 1 name of `transient`.
    public static var none: ObjectScope { transient }

    @available(*, unavailable, renamed: "container")
    /// Swinject 1 name of `container`.
    public static var hierarchy: ObjectScope { container }
}

/// How the container handles a registration's scope.
enum ScopeKind: UInt8, Sendable {
    case transient, graph, container, weak, custom

    init(_ scope: any ObjectScopeProtocol) {
        self = (scope as? ObjectScope)?.kind ?? .custom
    }

    /// Whether instances outlive one graph (for captive-lifetime checks).
    var outlivesGraph: Bool { self == .container || self == .custom }

    /// Whether instances are shorter-lived than a container-scoped consumer.
    var isShortLived: Bool { self == .transient || self == .graph || self == .weak }
}
