import Synchronization

/// A value shared between threads, read and changed under a lock.
public final class LockedValue<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>

    public init(_ value: Value) { storage = Mutex(value) }

    /// The current value.
    public var value: Value { storage.withLock { $0 } }

    /// Changes the value under the lock and returns what the closure returns.
    @discardableResult
    public func update<Result>(_ change: (inout sending Value) throws -> sending Result) rethrows -> sending Result {
        try storage.withLock { try change(&$0) }
    }
}
