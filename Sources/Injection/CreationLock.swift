// Exactly-once creation of container-scoped instances.
//
// Each registration has its own creation lock, so a slow factory only makes resolves of that
// same registration wait. Two threads can still wait for each other when container-scoped
// registrations need one another (A's initCompleted resolves B while B's resolves A) and both
// are built for the first time at once; a small wait-for graph, consulted only when a creation
// lock is taken by someone else, finds that case and reports it as `ResolutionError.deadlock`
// instead of hanging.

/// The creation lock of one registration.
final class CreationLock: @unchecked Sendable {
    let lock = Lock()
    /// Under `WaitForGraph.lock`: the thread building the instance.
    fileprivate var owner: ObjectIdentifier?
    /// Under `lock`: nested acquisitions by the owner (a circular dependency through initCompleted).
    private var nested = 0

    func acquire(for entry: AnyServiceEntry, state: ResolutionState) throws(ResolutionError) {
        let me = ObjectIdentifier(state)
        if WaitForGraph.lock.withLock({ owner == me }) {
            nested += 1
            return
        }
        if lock.tryLock() {
            WaitForGraph.lock.withLock { owner = me }
            return
        }
        if let chain = WaitForGraph.wait(me, for: self, entry: entry) {
            throw ResolutionError(.deadlock(chain), key: entry.key, path: state.path(ending: entry.key))
        }
        lock.lock()
        WaitForGraph.lock.withLock {
            WaitForGraph.waiting[me] = nil
            owner = me
        }
    }

    func release(for entry: AnyServiceEntry, state: ResolutionState) {
        if nested > 0 {
            nested -= 1
            return
        }
        WaitForGraph.lock.withLock { owner = nil }
        lock.unlock()
    }
}

/// Which thread waits for which creation lock.
enum WaitForGraph {
    static let lock = Lock()
    /// Under `lock`: thread -> the creation lock it waits for, and the entry's key.
    nonisolated(unsafe) static var waiting: [ObjectIdentifier: (CreationLock, RegistrationKey)] = [:]

    /// Records that `thread` waits for `creation`; returns the chain of keys if that wait closes a
    /// cycle (and then records nothing).
    static func wait(_ thread: ObjectIdentifier, for creation: CreationLock, entry: AnyServiceEntry) -> [RegistrationKey]? {
        lock.withLock {
            var chain = [entry.key]
            var current = creation
            var seen = 0
            while let owner = current.owner, seen < 1_000 {
                if owner == thread { return chain }
                guard let (next, key) = waiting[owner] else { break }
                chain.append(key)
                current = next
                seen += 1
            }
            waiting[thread] = (creation, entry.key)
            return nil
        }
    }
}
