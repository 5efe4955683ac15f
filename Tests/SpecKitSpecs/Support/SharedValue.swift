import Foundation
import Synchronization

/// A value that specs change from another task while a polling expectation watches it.
final class SharedValue<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>

    init(_ value: Value) { storage = Mutex(value) }

    var value: Value { storage.withLock { $0 } }

    func set(_ value: Value) { storage.withLock { $0 = value } }

    /// Changes the value from a thread of its own, after a short pause: not from a task, which
    /// would wait behind whatever other specs block the cooperative pool with (two threads on a
    /// two-core machine) while the poller's deadline runs.
    func set(_ value: Value, after pause: Duration) {
        let microseconds = UInt32(clamping: pause.components.seconds * 1_000_000 + pause.components.attoseconds / 1_000_000_000_000)
        Thread.detachNewThread {
            usleep(microseconds)
            self.set(value)
        }
    }
}

/// Counts how many times an expression was evaluated.
final class EvaluationCounter: Sendable {
    private let count = Mutex(0)

    /// Adds one and returns the new count.
    func next() -> Int {
        count.withLock {
            $0 += 1
            return $0
        }
    }
}

/// An actor whose value specs read with `expecta`.
actor Inbox {
    private(set) var count = 0

    func receive() { count += 1 }
}
