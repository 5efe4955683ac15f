// Exactly-once creation of container-scoped instances, under a lock per registration. Two threads
// building singletons that need one another would wait for each other: a wait-for graph,
// consulted before waiting, reports that as `ResolutionError.deadlock` instead of hanging.

/// The creation lock of one registration.
final class CreationLock: Sendable {
    /// Which thread holds which creation lock, and which lock (of which key) each thread waits for.
    private struct WaitForGraph {
        enum Outcome {
            case owned, mayWait
            /// Waiting would close a cycle of threads waiting for each other: the keys along it.
            case deadlock([RegistrationKey])
        }

        var owners: [ObjectIdentifier: UInt] = [:]
        var waiting: [UInt: (lock: ObjectIdentifier, key: RegistrationKey)] = [:]

        /// Records `thread` as waiting for `lock`, unless it holds it or waiting would never end.
        mutating func wait(_ thread: UInt, for lock: ObjectIdentifier, key: RegistrationKey) -> Outcome {
            if owners[lock] == thread { return .owned }
            var chain = [key]
            var current = lock
            while let owner = owners[current], chain.count <= 1_000 {
                if owner == thread { return .deadlock(chain) }
                guard let next = waiting[owner] else { break }
                chain.append(next.key)
                current = next.lock
            }
            waiting[thread] = (lock, key)
            return .mayWait
        }
    }

    private static let graph = Lock(WaitForGraph())
    private let lock = Lock(())

    /// Runs `body` holding the lock; a thread that holds it already (a circular dependency
    /// through initCompleted) runs `body` at once.
    func run<Result>(
        for entry: AnyServiceEntry,
        in resolution: Resolution,
        _ body: () throws(ResolutionError) -> Result
    ) throws(ResolutionError) -> Result {
        let thread = currentThread()
        let id = ObjectIdentifier(self)
        switch CreationLock.graph.withLock({ $0.wait(thread, for: id, key: entry.key) }) {
        case .owned:
            return try body()
        case let .deadlock(chain):
            throw ResolutionError(.deadlock(chain), key: entry.key, path: resolution.path(ending: entry.key))
        case .mayWait:
            return try lock.withLock { _ throws(ResolutionError) -> Result in
                CreationLock.graph.withLock { graph in
                    graph.waiting[thread] = nil
                    graph.owners[id] = thread
                }
                defer { _ = CreationLock.graph.withLock { $0.owners.removeValue(forKey: id) } }
                return try body()
            }
        }
    }
}
