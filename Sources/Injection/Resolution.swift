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
/// keeps it meanwhile under the calling thread, so that a factory calling back into the container
/// continues the same graph.
@usableFromInline
final class Resolution: Sendable {
    /// A registration whose factory runs, or (`completing`) whose initCompleted closures run.
    struct Building {
        let entry: AnyServiceEntry
        var completing = false
    }

    /// The graph in progress: its values by registration serial, its identity (made when asked
    /// for), the graph it continues (`Lazy`, `withObjectGraph`) and the custom storages it used.
    private struct Graph {
        /// Boxed, cast back by class: casting an `Any` back to a protocol looks its conformance up.
        var values: [(serial: UInt64, kept: KeptValue)] = []
        var record: GraphRecord?
        var seed: GraphRecord?
        var storages: [any InstanceStorage] = []

        var isEmpty: Bool { values.isEmpty && record == nil && seed == nil && storages.isEmpty }

        func value(of serial: UInt64) -> KeptValue? { values.first { $0.serial == serial }?.kept }

        mutating func keep(_ value: KeptValue, for serial: UInt64) { values.append((serial, value)) }
    }

    /// Only the resolving thread touches it, but under a lock: a class's stored `var` pays a
    /// dynamic exclusivity check on every access, which an uncontended lock undercuts.
    private struct State {
        var building: [Building] = []
        var graph = Graph()
        /// Graphs put aside while a restored one runs.
        var saved: [Graph] = []
        /// Builds of a registration that started while it was being built already.
        var reentries = 0
        var tracer: ResolutionTracer?

        /// Pushes `entry` (if `push`) unless building it now would never end: it is being built and
        /// no registration built since has reached its initCompleted closures (whose instance is
        /// kept, closing the cycles Swinject allows; the second instance wins).
        mutating func begin(_ entry: AnyServiceEntry, push: Bool) -> Bool {
            var progressed = false
            for item in building.reversed() {
                if item.entry === entry {
                    if !progressed { return false }
                    reentries += 1
                    break
                }
                if item.completing { progressed = true }
            }
            if push {
                building.append(Building(entry: entry))
                tracer?.created()
            }
            return true
        }

        mutating func finishBuild(ending: Bool) {
            if ending { building.removeLast() } else { building[building.count - 1].completing = true }
        }

        /// The graph in progress, replaced by `next`.
        mutating func takeGraph(replacingWith next: Graph) -> Graph {
            reentries = 0
            defer { graph = next }
            return graph
        }
    }

    private let state = Lock(State())

    var tracer: ResolutionTracer? {
        get { state.withLock { $0.tracer } }
        set { state.withLock { $0.tracer = newValue } }
    }

    /// Pushes `entry` (if `push`) on the building stack, or throws the cycle that building it would close.
    func begin(_ entry: AnyServiceEntry, push: Bool = true) throws(ResolutionError) {
        if !state.withLock({ $0.begin(entry, push: push) }) { throw cycleError(entry) }
    }

    /// Ends the build on top of the stack.
    func end() { finishBuild(ending: true) }

    /// Ends the top build or, if closures are still to run on its value, marks it as completing.
    func finishBuild(ending: Bool) { state.withLock { $0.finishBuild(ending: ending) } }

    /// Also keeps `value` for the rest of the graph; returns instead the value a re-entered build
    /// of the same registration kept meanwhile, which wins.
    func finishBuild(keeping value: KeptValue, for entry: AnyServiceEntry, ending: Bool) -> KeptValue? {
        state.withLock { state in
            state.finishBuild(ending: ending)
            if state.reentries > 0, let kept = state.graph.value(of: entry.serial) { return kept }
            state.graph.keep(value, for: entry.serial)
            return nil
        }
    }

    func path(ending key: RegistrationKey) -> [RegistrationKey] { buildingKeys + [key] }

    /// The keys being built, outermost first.
    var buildingKeys: [RegistrationKey] { state.withLock { $0.building.map(\.entry) }.map(\.key) }

    private func cycleError(_ entry: AnyServiceEntry) -> ResolutionError {
        let entries = state.withLock { $0.building.map(\.entry) }
        let keys = entries.map(\.key)
        let start = entries.firstIndex { $0 === entry } ?? 0
        return ResolutionError(.cycle(Array(keys[start...]) + [entry.key]), key: entry.key, path: keys + [entry.key])
    }

    /// The box the current graph keeps for `entry`, if any (one a continued graph left too).
    func value<Service>(of entry: ServiceEntry<Service>) -> KeptValue? {
        let (kept, continuing) = state.withLock { ($0.graph.value(of: entry.serial), $0.graph.seed != nil) }
        if let kept { return kept }
        return continuing ? seeded(entry) : nil
    }

    /// The value of `entry` in the graph being continued, if still alive, kept again.
    private func seeded<Service>(_ entry: ServiceEntry<Service>) -> KeptValue? {
        guard let value = state.withLock({ $0.graph.seed })?.value(for: entry.serial) as? Service else { return nil }
        let kept = entry.kept(value)
        state.withLock { $0.graph.keep(kept, for: entry.serial) }
        return kept
    }

    func used(_ storage: any InstanceStorage) { state.withLock { $0.graph.storages.append(storage) } }

    /// The identity of the current graph, made on first use.
    func currentRecord() -> GraphRecord {
        state.withLock { state in
            if let record = state.graph.record { return record }
            let made = state.graph.seed ?? GraphRecord()
            state.graph.record = made
            return made
        }
    }

    /// Ends the current graph: hands its objects to its record, tells the custom storages used,
    /// and lets go of its values.
    func completeGraph() {
        let taken = state.withLock { state -> Graph? in
            if state.graph.isEmpty {
                state.reentries = 0
                return nil
            }
            return state.takeGraph(replacingWith: Graph())
        }
        guard var finished = taken else { return }
        complete(finished)
        // The values go outside the lock (their deinit may resolve); their room comes back.
        finished.values.removeAll(keepingCapacity: true)
        state.withLock { [finished] in $0.graph.values = finished.values }
    }

    private func complete(_ graph: Graph) {
        graph.record?.keep(graph.values.compactMap { serial, kept in kept.object.map { (serial, $0) } })
        for storage in graph.storages { storage.graphResolutionCompleted() }
    }

    /// Runs `body` in `graph` (a new graph when nil), then returns to the graph that was open.
    func withRestoredGraph<Result, Failure: Error>(_ graph: GraphRecord?, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let continues = state.withLock { state in
            if let graph, state.graph.record === graph || (state.graph.record == nil && state.graph.seed === graph) { return true }
            state.saved.append(state.takeGraph(replacingWith: Graph(record: graph, seed: graph)))
            return false
        }
        if continues { return try body() }
        defer {
            complete(state.withLock { $0.takeGraph(replacingWith: $0.saved.removeLast()) })
        }
        return try body()
    }
}

func currentThread() -> UInt {
    #if canImport(Darwin)
    UInt(pthread_mach_thread_np(pthread_self()))
    #else
    UInt(pthread_self())
    #endif
}
