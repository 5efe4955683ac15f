import Foundation

/// Tells the current time. Code asks this, never `Date()`, so a spec can fix the clock.
public protocol TimeSource: Sendable {
    /// The current instant.
    func now() -> Date
}

/// The system's wall clock.
public struct SystemTimeSource: TimeSource {
    public init() {}
    public func now() -> Date { Date() }
}

/// A clock that says what it is told: for deterministic specs and reproducible runs.
public final class FixedTimeSource: TimeSource {
    private let current: LockedValue<Date>

    public init(_ date: Date) { current = LockedValue(date) }

    public func now() -> Date { current.value }

    /// Moves the clock forward (or back, with a negative interval).
    public func advance(by interval: TimeInterval) {
        current.update { $0 = $0.addingTimeInterval(interval) }
    }
}
