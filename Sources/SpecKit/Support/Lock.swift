#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// State guarded by a mutex, for SpecKit's own bookkeeping (recorders, spies, stubs, progress).
///
/// SpecKit depends on nothing of this project, so it keeps this small lock of its own instead of
/// Platform's; a pthread mutex, as Platform's, because ThreadSanitizer cannot see
/// `Synchronization.Mutex`'s locking on Linux. `withLock` is the only way in, and the lock is
/// never held across a suspension.
final class Lock<State>: @unchecked Sendable {
    private let mutex = PthreadMutex()
    private var state: State

    init(_ state: sending State) {
        self.state = state
    }

    /// Runs `body` with the state while holding the lock.
    func withLock<Result, Failure: Error>(_ body: (inout sending State) throws(Failure) -> sending Result) throws(Failure) -> sending Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body(&state)
    }
}

/// A lock for state that is not `Sendable`: the closures Quick's configuration and shared examples
/// keep, and the notifications a matcher collects. They are declared by spec code and run where
/// SpecKit runs them; the lock only keeps their bookkeeping consistent.
final class UncheckedLock<State>: @unchecked Sendable {
    private let mutex = PthreadMutex()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with the state while holding the lock.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body(&state)
    }
}

/// The pthread mutex both locks hold: allocated once at a stable address, as pthread requires,
/// and destroyed with its owner.
private final class PthreadMutex: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = UnsafeMutablePointer.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }
}
