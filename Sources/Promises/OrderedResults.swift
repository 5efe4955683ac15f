import Platform

/// Collects values that arrive in any order into the order of their indices, for `all`.
final class OrderedResults<Value: Sendable>: Sendable {
    private struct Slots {
        var values: [Value?]
        var missing: Int
    }

    private let slots: Lock<Slots>

    init(count: Int) {
        slots = Lock(Slots(values: Array(repeating: nil, count: count), missing: count))
    }

    /// Stores `value` at `index`; returns every value, in order, when this was the last missing one.
    func store(_ value: Value, at index: Int) -> [Value]? {
        slots.withLock { slots -> [Value]? in
            guard slots.values.indices.contains(index), slots.values[index] == nil else { return nil }
            slots.values[index] = value
            slots.missing -= 1
            guard slots.missing == 0 else { return nil }
            return slots.values.compactMap { $0 }
        }
    }
}
