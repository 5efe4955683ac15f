#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One resolution in progress on one thread: the registrations being built, for cycles and the
/// paths errors name, and the graph-scoped instances of its object graph.
///
/// The outermost resolve from a container starts one and ends it when it returns; the container
/// keeps it meanwhile under the calling thread, so that a factory calling back into the container,
/// through its resolver or a reference it captured, continues the same graph. Only that thread
/// touches it, and a synchronous resolve never leaves its thread, so it needs no lock.
final class Resolution: @unchecked Sendable {
    /// A registration whose factory or initCompleted closures run.
    struct Building {
        let entry: AnyServiceEntry
        /// The factory returned and the instance is kept: initCompleted closures run.
        var completing = false
    }

    /// A graph put aside while a restored one (`Lazy`, `withObjectGraph`) runs.
    private struct Frame {
        let values: [(serial: UInt64, kept: KeptValue)]
        let record: GraphRecord?
        let seed: GraphRecord?
        let storages: [any InstanceStorage]
    }

    /// The thread resolving (see `currentThread()`).
    let thread: UInt
    private(set) var building: [Building] = []
    /// The graph-scoped instances of the current graph, by registration serial.
    private var values: [(serial: UInt64, kept: KeptValue)] = []
    /// The current graph's identity, made only when something asks for it.
    private var record: GraphRecord?
    /// The graph being continued (`Lazy`, `withObjectGraph`): its objects still alive are reused.
    private var seed: GraphRecord?
    /// Custom storages used in the current graph, told when it completes.
    private var storages: [any InstanceStorage] = []
    private var saved: [Frame] = []
    /// Builds of a registration that started while it was being built already (see `closesCycle`).
    private var reentries = 0
    /// The trace being recorded, when one was asked for.
    var tracer: ResolutionTracer?

    init(thread: UInt) {
        self.thread = thread
    }

    // MARK: The building stack

    /// Whether building `entry` now would never end: it is being built and no registration
    /// built since has got as far as its initCompleted closures. (When one has, its instance is
    /// kept, so building `entry` again finds it: the circular dependencies Swinject supports
    /// through initCompleted. The second instance then wins, as in Swinject.)
    func closesCycle(_ entry: AnyServiceEntry) -> Bool {
        var progressed = false
        for item in building.reversed() {
            if item.entry === entry {
                if progressed { reentries += 1 }
                return !progressed
            }
            if item.completing { progressed = true }
        }
        return false
    }

    /// The error for building `entry` again while it is being built.
    func cycleError(_ entry: AnyServiceEntry) -> ResolutionError {
        let keys = building.map(\.entry.key)
        let start = building.firstIndex { $0.entry === entry } ?? 0
        return ResolutionError(.cycle(Array(keys[start...]) + [entry.key]), key: entry.key, path: keys + [entry.key])
    }

    func push(_ entry: AnyServiceEntry) {
        building.append(Building(entry: entry))
    }

    func pop() {
        building.removeLast()
    }

    /// Marks the registration on top of the stack as running its initCompleted closures.
    func markCompleting() {
        building[building.count - 1].completing = true
    }

    /// The keys being built, outermost first, followed by `key`.
    func path(ending key: RegistrationKey) -> [RegistrationKey] {
        building.map(\.entry.key) + [key]
    }

    // MARK: The graph

    /// The box of the value the current graph keeps for `entry`, if any.
    func value<Service>(of entry: ServiceEntry<Service>) -> KeptValue? {
        for (serial, kept) in values where serial == entry.serial { return kept }
        return seed == nil ? nil : seeded(entry)
    }

    /// The value of `entry` in the graph being continued, if it is still alive, kept again.
    private func seeded<Service>(_ entry: ServiceEntry<Service>) -> KeptValue? {
        guard let value = seed?.value(for: entry.serial) as? Service else { return nil }
        let kept = entry.kept(value)
        keep(kept, for: entry)
        return kept
    }

    /// Whether a registration was built again while it was being built (see `closesCycle`).
    var wasReentered: Bool { reentries > 0 }

    /// Keeps a value for the rest of the current graph.
    func keep(_ kept: KeptValue, for entry: AnyServiceEntry) {
        values.append((entry.serial, kept))
    }

    /// Tells `storage` when the current graph completes.
    func used(_ storage: any InstanceStorage) {
        storages.append(storage)
    }

    /// The identity of the current graph, made on first use.
    func currentRecord() -> GraphRecord {
        if let record { return record }
        let made = seed ?? GraphRecord()
        record = made
        return made
    }

    /// Ends the current graph: hands its objects to its record, if someone holds the graph's
    /// identity, tells the custom storages used, and lets go of its values.
    func completeGraph() {
        record?.keep(values.compactMap { serial, kept in kept.object.map { (serial, $0) } })
        let used = storages
        values = []
        storages = []
        record = nil
        seed = nil
        reentries = 0
        for storage in used { storage.graphResolutionCompleted() }
    }

    /// Runs `body` in the graph of `graph` (continuing it; a new graph when nil), then returns to
    /// the graph that was open.
    func withRestoredGraph<Result, Failure: Error>(_ graph: GraphRecord?, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        if let graph, record === graph || (record == nil && seed === graph) {
            return try body()
        }
        saved.append(Frame(values: values, record: record, seed: seed, storages: storages))
        values = []
        storages = []
        record = graph
        seed = graph
        defer {
            completeGraph()
            if let frame = saved.popLast() {
                values = frame.values
                record = frame.record
                seed = frame.seed
                storages = frame.storages
            }
        }
        return try body()
    }
}

/// The calling thread's identity.
func currentThread() -> UInt {
    #if canImport(Darwin)
    UInt(pthread_mach_thread_np(pthread_self()))
    #else
    UInt(pthread_self())
    #endif
}
