import Synchronization

/// The identity of one object graph: everything resolved by one outermost `resolve`. A factory
/// resolves it to get the graph being built, for `Container.withObjectGraph(_:closure:)`.
public struct GraphIdentifier: Identifiable, Hashable, Sendable {
    /// A number unique within the process.
    public let id: UInt
    let record: GraphRecord

    /// A new graph identity.
    public init() { self.init(record: GraphRecord()) }

    init(record: GraphRecord) {
        self.record = record
        id = record.id
    }

    /// Whether two identifiers name the same resolution graph.
    public static func == (lhs: GraphIdentifier, rhs: GraphIdentifier) -> Bool { lhs.id == rhs.id }

    /// Hashes the identity number.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// What a graph leaves to those who hold its identity: weak references to its objects, by serial.
final class GraphRecord: @unchecked Sendable {
    private static let counter = Atomic<UInt>(0)

    let id = GraphRecord.counter.add(1, ordering: .relaxed).newValue
    private let objects = Lock<[UInt64: WeakObject]>([:])

    func value(for serial: UInt64) -> AnyObject? { objects.withLock { $0[serial]?.object } }

    func keep(_ values: [(UInt64, AnyObject)]) {
        objects.withLock { objects in
            for (serial, object) in values { objects[serial] = WeakObject(object: object) }
        }
    }
}

struct WeakObject {
    weak var object: AnyObject?
}
