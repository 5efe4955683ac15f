/// Where a custom scope keeps the instance of one registration.
///
/// The container calls a storage under a lock of its registration, so it needs no locking of its
/// own. The standard scopes do not go through storages.
public protocol InstanceStorage: AnyObject {
    /// The stored instance, or nil.
    var instance: Any? { get set }
    /// Called when the object graph in which the storage was used is complete.
    func graphResolutionCompleted()
    /// The instance to use in `graph`.
    func instance(inGraph graph: GraphIdentifier) -> Any?
    /// Stores the instance made in `graph`.
    func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier)
}

extension InstanceStorage {
    /// Does nothing.
    public func graphResolutionCompleted() {}
    /// Returns `instance`.
    public func instance(inGraph _: GraphIdentifier) -> Any? { instance }
    /// Sets `instance`.
    public func setInstance(_ instance: Any?, inGraph _: GraphIdentifier) { self.instance = instance }
}

/// Keeps an instance for the object graph it was made in (weakly after the graph completes).
public final class GraphStorage: InstanceStorage {
    private var instances: [GraphIdentifier: WeakObject] = [:]
    /// The instance of the graph in progress.
    public var instance: Any?

    /// An empty storage.
    public init() {}

    /// Forgets the instance of the completed graph.
    public func graphResolutionCompleted() { instance = nil }

    /// The instance made in `graph`, if it is still alive.
    public func instance(inGraph graph: GraphIdentifier) -> Any? { instances[graph]?.object }

    /// Stores the instance made in `graph`.
    public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
        self.instance = instance
        instances[graph] = WeakObject(object: objectOrNil(instance))
    }
}

/// Keeps an instance until the scope is reset.
public final class PermanentStorage: InstanceStorage {
    /// The stored instance.
    public var instance: Any?

    /// An empty storage.
    public init() {}
}

/// Keeps nothing.
public final class TransientStorage: InstanceStorage {
    /// Always nil; setting it does nothing.
    public var instance: Any? {
        get { nil }
        set {}
    }

    /// A storage that keeps nothing.
    public init() {}
}

/// Keeps an object as long as something else holds it; keeps no value types.
public final class WeakStorage: InstanceStorage {
    private var reference = WeakObject(object: nil)

    /// The object, while it is alive.
    public var instance: Any? {
        get { reference.object }
        set { reference = WeakObject(object: objectOrNil(newValue)) }
    }

    /// An empty storage.
    public init() {}
}

/// Combines storages: an instance is kept as long as one of them keeps it.
public final class CompositeStorage: InstanceStorage {
    private let components: [any InstanceStorage]

    /// The first instance any component keeps; setting it sets every component.
    public var instance: Any? {
        get { components.lazy.compactMap { $0.instance }.first }
        set { for component in components { component.instance = newValue } }
    }

    /// A storage combining `components`.
    public init(_ components: [any InstanceStorage]) { self.components = components }

    /// Tells every component.
    public func graphResolutionCompleted() {
        for component in components { component.graphResolutionCompleted() }
    }

    /// Stores the instance in every component.
    public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
        for component in components { component.setInstance(instance, inGraph: graph) }
    }

    /// The first instance a component keeps for `graph`.
    public func instance(inGraph graph: GraphIdentifier) -> Any? { components.lazy.compactMap { $0.instance(inGraph: graph) }.first }
}

/// The instance as an object, or nil for a value type (which cannot be held weakly).
func objectOrNil(_ value: Any?) -> AnyObject? {
    guard let value, type(of: value) is AnyObject.Type else { return nil }
    return value as AnyObject
}
