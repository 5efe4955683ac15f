#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a mutex: every read and change happens inside `withLock`.
///
/// Built on `pthread_mutex_t` rather than `Synchronization.Mutex` on purpose: on Linux,
/// ThreadSanitizer cannot see `Mutex`'s futex-based locking and reports accesses inside
/// `withLock` as races (3 reports a run of 4 threads × 10,000 changes under `Mutex`, 0 under a
/// pthread mutex; Swift 6.3.1), which would make `swift test --sanitize=thread` useless. A
/// pthread mutex it understands. Every module that may import Platform locks with this one;
/// Injection and SpecKit, which may not, keep the same small holder (docs/ARCHITECTURE.md, Locks).
///
/// ```swift
/// let counts = Lock([String: Int]())
/// counts.withLock { $0["a", default: 0] += 1 }
/// ```
/// Like `Mutex`, the state may be non-Sendable: it moves in and out only as `sending` values, so
/// no reference to it can escape the lock.
public final class Lock<State>: @unchecked Sendable {
    private let mutex = PThreadMutex()
    private var state: State

    /// Creates a lock that guards `state`.
    public init(_ state: sending State) {
        self.state = state
    }

    /// Runs `body` with the state while holding the lock. `body` must not take the same lock again.
    public func withLock<Result, Failure: Error>(_ body: (inout sending State) throws(Failure) -> sending Result) throws(Failure) -> sending Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body(&state)
    }
}

/// A pthread mutex on the heap (so it never moves), with a condition variable for whoever waits
/// under it: the one holder of Platform's locks and of `CallingThread`'s job loop.
final class PThreadMutex: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var condition: UnsafeMutablePointer<pthread_cond_t>?

    /// - Parameter waitable: whether `wait()` and `signal()` are used (a condition is made).
    init(waitable: Bool = false) {
        mutex = UnsafeMutablePointer.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        if waitable {
            let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
            condition.initialize(to: pthread_cond_t())
            pthread_cond_init(condition, nil)
            self.condition = condition
        }
    }

    deinit {
        if let condition {
            pthread_cond_destroy(condition)
            condition.deinitialize(count: 1)
            condition.deallocate()
        }
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }

    /// Waits, with the mutex held, until `signal()`; holds it again on return.
    func wait() {
        if let condition { pthread_cond_wait(condition, mutex) }
    }

    /// Wakes a waiter; called with the mutex held.
    func signal() {
        if let condition { pthread_cond_signal(condition) }
    }
}
