import Synchronization

/// Injection's own lock (it imports nothing of the framework): a `Mutex` guarding `State`, and an
/// atomic that tells ThreadSanitizer what the mutex does.
///
/// On Linux a contended `Mutex` is handed over inside the kernel, where ThreadSanitizer cannot
/// see it; the releasing store before each unlock and the acquiring load after each lock state
/// the same ordering where it can (docs/ARCHITECTURE.md, Locks).
struct Lock<State>: ~Copyable, Sendable {
    private let mutex: Mutex<Guarded<State>>
    private let handOver = Atomic<Bool>(false)

    init(_ state: State) { mutex = Mutex(Guarded(value: state)) }

    /// Runs `body` with the state while holding the lock. `body` must not take the same lock again.
    borrowing func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        let result = try mutex.withLock { guarded throws(Failure) -> Guarded<Result> in
            _ = handOver.load(ordering: .acquiring)
            defer { handOver.store(false, ordering: .releasing) }
            return Guarded(value: try body(&guarded.value))
        }
        return result.value
    }
}

/// A value that only crosses threads under a `Lock`.
struct Guarded<Value>: @unchecked Sendable {
    var value: Value
}
