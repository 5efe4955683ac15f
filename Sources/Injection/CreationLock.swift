// Exactly-once creation of container-scoped instances.
//
// Each registration has its own creation lock, so a slow factory only makes resolves of that
// same registration wait. Two threads can still wait for each other when container-scoped
// registrations need one another (A's initCompleted resolves B while B's resolves A) and both
// are built for the first time at once; a small wait-for graph, consulted before waiting, finds
// that case and reports it as `ResolutionError.deadlock` instead of hanging.

/// The creation lock of one registration.
final class CreationLock: Sendable {
    private let lock = Lock(())

    /// Runs `body` holding the lock; a thread that holds it already (a circular dependency
    /// through initCompleted) runs `body` at once.
    func run<Result>(
        for entry: AnyServiceEntry,
        in resolution: Resolution,
        _ body: () throws(ResolutionError) -> Result
    ) throws(ResolutionError) -> Result {
        let thread = currentThread()
        switch WaitForGraph.wait(thread, for: self, key: entry.key) {
        case .owned:
            return try body()
        case let .deadlock(chain):
            throw ResolutionError(.deadlock(chain), key: entry.key, path: resolution.path(ending: entry.key))
        case .mayWait:
            return try lock.withLock { _ throws(ResolutionError) -> Result in
                WaitForGraph.acquired(thread, self)
                defer { WaitForGraph.released(self) }
                return try body()
            }
        }
    }
}

/// Which thread holds which creation lock, and which waits for which.
private enum WaitForGraph {
    enum Outcome {
        /// The thread holds the lock already.
        case owned
        /// Waiting would close a cycle of threads waiting for each other: the keys along it.
        case deadlock([RegistrationKey])
        /// The thread is recorded as waiting (or the lock is free).
        case mayWait
    }

    struct State {
        /// Creation lock -> the thread holding it.
        var owners: [ObjectIdentifier: UInt] = [:]
        /// Thread -> the creation lock it waits for, and that lock's key.
        var waiting: [UInt: (lock: ObjectIdentifier, key: RegistrationKey)] = [:]
    }

    static let state = Lock(State())

    static func wait(_ thread: UInt, for creation: CreationLock, key: RegistrationKey) -> Outcome {
        state.withLock { state in
            let lock = ObjectIdentifier(creation)
            if state.owners[lock] == thread { return .owned }
            var chain = [key]
            var current = lock
            while let owner = state.owners[current], chain.count <= 1_000 {
                if owner == thread { return .deadlock(chain) }
                guard let next = state.waiting[owner] else { break }
                chain.append(next.key)
                current = next.lock
            }
            state.waiting[thread] = (lock, key)
            return .mayWait
        }
    }

    static func acquired(_ thread: UInt, _ creation: CreationLock) {
        state.withLock { state in
            state.waiting[thread] = nil
            state.owners[ObjectIdentifier(creation)] = thread
        }
    }

    static func released(_ creation: CreationLock) {
        _ = state.withLock { $0.owners.removeValue(forKey: ObjectIdentifier(creation)) }
    }
}
