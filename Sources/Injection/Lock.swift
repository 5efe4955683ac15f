import CInjection

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain mutual-exclusion lock (a heap-allocated pthread mutex, so it never moves).
///
/// Used where `Synchronization.Mutex` would need `sending` results: the container's writer side,
/// the per-entry creation of container-scoped instances and the storage of custom scopes. A
/// pthread mutex rather than `Mutex` because ThreadSanitizer cannot see `Mutex`'s locking on
/// Linux; Injection's own rather than `Platform.Lock` because Injection imports nothing of the
/// framework, and its hot path needs `tryLock` and separate lock and unlock.
final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inline(__always)
    func lock() { pthread_mutex_lock(mutex) }

    @inline(__always)
    func unlock() { pthread_mutex_unlock(mutex) }

    /// Takes the lock if it is free; returns whether it did.
    @inline(__always)
    func tryLock() -> Bool { pthread_mutex_trylock(mutex) == 0 }

    /// Runs `body` while holding the lock.
    @inline(__always)
    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A value of this thread, created on first use and released when the thread ends.
@usableFromInline
final class ThreadLocalKey: @unchecked Sendable {
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            // The thread is ending: later reads on it (other destructors resolving) make a new state.
            cinjection_set_thread_state(nil)
            #if canImport(Darwin)
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
            #else
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
            #endif
        }
        self.key = key
    }

    /// The object set on this thread. Read from a C thread-local (one load; see CInjection.h),
    /// which mirrors the pthread key: there is one key in the process (`ResolutionState.key`).
    /// Inlinable: the inlinable resolves read it without a call.
    @inlinable @inline(__always)
    func get() -> UnsafeMutableRawPointer? { cinjection_thread_state() }

    func set(_ object: AnyObject) {
        let pointer = Unmanaged.passRetained(object).toOpaque()
        pthread_setspecific(key, pointer)
        cinjection_set_thread_state(pointer)
    }
}
