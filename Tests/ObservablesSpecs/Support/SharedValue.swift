import Foundation

/// A value that spec code shares between threads, guarded by an `NSLock` (a pthread mutex, which
/// ThreadSanitizer understands, unlike `Synchronization.Mutex` on Linux).
final class SharedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        lock.withLock { stored }
    }

    func update(_ change: (inout Value) -> Void) {
        lock.withLock { change(&stored) }
    }
}
