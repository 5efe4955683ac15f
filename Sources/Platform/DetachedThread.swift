#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread of its own for work that blocks, such as a C library's whole network transfer, so
/// that it never holds one of the threads Swift's concurrency or Dispatch share: FoundationEssentials
/// has no `Thread`, and this is the part of it such work needs.
///
/// ```swift
/// let started = DetachedThread.start { continuation.resume(returning: transfer.run()) }
/// if !started { continuation.resume(returning: .failure(.noThread)) }
/// ```
public enum DetachedThread {
    /// Starts `body` on a new detached thread.
    ///
    /// - Returns: false, with `body` not run, when the system refuses a thread (at its limit of
    ///   threads or memory); the caller decides what that means.
    @discardableResult
    public static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let work = Unmanaged.passRetained(Work(body: body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(
            &thread,
            &attributes,
            { pointer in
                #if canImport(Darwin)
                let work = Unmanaged<Work>.fromOpaque(pointer).takeRetainedValue()
                #else
                guard let pointer else { return nil }
                let work = Unmanaged<Work>.fromOpaque(pointer).takeRetainedValue()
                #endif
                work.body()
                return nil
            },
            work
        )
        guard status == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            return false
        }
        return true
    }

    /// What a started thread runs, held across `pthread_create`.
    private final class Work {
        let body: @Sendable () -> Void

        init(body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }
}
