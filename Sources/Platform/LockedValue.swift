/// A value shared between threads, read and changed under a lock.
public final class LockedValue<Value: Sendable>: Sendable {
    private let storage: Lock<Value>

    /// Creates a locked box holding `value`.
    public init(_ value: Value) { storage = Lock(value) }

    /// The current value.
    public var value: Value { storage.withLock { $0 } }

    /// Changes the value under the lock and returns what the closure returns.
    @discardableResult
    public func update<Result>(_ change: (inout Value) throws -> Result) rethrows -> Result {
        try storage.withLock { try change(&$0) }
    }
}
