import Synchronization

/// A value that specs change from another task while a polling expectation watches it.
final class SharedValue<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>

    init(_ value: Value) { storage = Mutex(value) }

    var value: Value { storage.withLock { $0 } }

    func set(_ value: Value) { storage.withLock { $0 = value } }

    /// Changes the value from a new task, after a short pause.
    func set(_ value: Value, after pause: Duration) {
        Task {
            try? await Task.sleep(for: pause)
            self.set(value)
        }
    }
}

/// Counts how many times an expression was evaluated.
final class EvaluationCounter: Sendable {
    private let count = Mutex(0)

    /// Adds one and returns the new count.
    func next() -> Int { count.withLock { $0 += 1; return $0 } }
}

/// An actor whose value specs read with `expecta`.
actor Inbox {
    private(set) var count = 0

    func receive() { count += 1 }
}
