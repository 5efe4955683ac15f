import Synchronization

/// The identity of one object graph: everything resolved, directly or through factories, by one
/// outermost `resolve`. Graph-scoped registrations give one instance per graph.
///
/// Inside a factory, `resolver.resolve(GraphIdentifier.self)` returns the graph being built;
/// `Container.withObjectGraph(_:closure:)` resolves more services into a graph that already
/// exists, reusing the objects of it that are still alive.
public struct GraphIdentifier: Identifiable, Hashable, Sendable {
    /// A number unique within the process.
    public let id: UInt
    let record: GraphRecord

    /// A new graph identity.
    public init() {
        self.init(record: GraphRecord())
    }

    init(record: GraphRecord) {
        self.record = record
        id = record.id
    }

    /// Whether two identifiers name the same resolution graph.
    public static func == (lhs: GraphIdentifier, rhs: GraphIdentifier) -> Bool { lhs.id == rhs.id }

    /// Hashes the identity number.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// What a graph leaves behind for those who hold its identity (a `Lazy`, a `GraphIdentifier`):
/// weak references to its objects, so that resolving into the same graph later finds them.
final class GraphRecord: @unchecked Sendable {
    private static let counter = Atomic<UInt>(0)

    let id: UInt

    init() {
        id = GraphRecord.counter.add(1, ordering: .relaxed).newValue
    }

    private let objects = Lock<[UInt64: WeakObject]>([:])

    /// The object the registration of `serial` made in this graph, if it is still alive.
    func value(for serial: UInt64) -> AnyObject? {
        objects.withLock { $0[serial]?.object }
    }

    /// Keeps weak references to the graph's objects, by registration serial.
    func keep(_ values: [(UInt64, AnyObject)]) {
        objects.withLock { objects in
            for (serial, object) in values { objects[serial] = WeakObject(object: object) }
        }
    }
}

struct WeakObject {
    weak var object: AnyObject?
}
