/// How the instances a container makes for a registration are shared.
///
/// The four standard scopes of `ObjectScope` are handled by the container itself; in any other
/// scope, its `InstanceStorage` decides.
public protocol ObjectScopeProtocol: AnyObject {
    /// Makes the storage of one registration; called once per registration in this scope.
    func makeStorage() -> any InstanceStorage
}

/// A scope made of a storage factory, such as the standard ones, or a custom one:
/// `ObjectScope(storageFactory: PermanentStorage.init, description: "session")`.
public final class ObjectScope: ObjectScopeProtocol, CustomStringConvertible, @unchecked Sendable {
    /// The scope's name, shown in descriptions and diagnostics.
    public let description: String
    private let storageFactory: () -> any InstanceStorage
    private let parent: (any ObjectScopeProtocol)?

    /// A scope whose registrations keep their instances in storages made by `storageFactory`; with a
    /// `parent`, each storage is combined with one of the parent scope.
    public init(storageFactory: @escaping () -> any InstanceStorage, description: String = "", parent: (any ObjectScopeProtocol)? = nil) {
        self.storageFactory = storageFactory
        self.description = description
        self.parent = parent
    }

    /// Makes a storage from the factory (composed with the parent scope's, if any).
    public func makeStorage() -> any InstanceStorage {
        if let parent {
            return CompositeStorage([storageFactory(), parent.makeStorage()])
        }
        return storageFactory()
    }

    /// A new instance for every resolution.
    public static let transient = ObjectScope(storageFactory: TransientStorage.init, description: "transient")

    /// One instance per object graph (one outermost resolve); the default scope.
    public static let graph = ObjectScope(storageFactory: GraphStorage.init, description: "graph")

    /// One instance per container, shared with its child containers: a singleton.
    public static let container = ObjectScope(storageFactory: PermanentStorage.init, description: "container")

    /// One instance shared as long as something else holds it (objects only), and within a graph.
    public static let weak = ObjectScope(storageFactory: WeakStorage.init, description: "weak", parent: ObjectScope.graph)
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

    /// The standard scopes by identity, any other as custom.
    init(_ scope: any ObjectScopeProtocol) {
        let standard: [ObjectScope] = [.transient, .graph, .container, .weak]
        self = standard.firstIndex { $0 === scope }.flatMap { ScopeKind(rawValue: UInt8($0)) } ?? .custom
    }

    /// Whether instances outlive one graph, or are shorter-lived than a container-scoped consumer.
    var outlivesGraph: Bool { self == .container || self == .custom }

    var isShortLived: Bool { self == .transient || self == .graph || self == .weak }
}
