import Foundation
import Platform

/// A clock whose time moves only when a spec moves it, for deterministic specs of code that
/// reads the current date.
///
/// ```swift
/// let clock = FixedClock(now: Date(timeIntervalSince1970: 1_700_000_000))
/// let cache = Cache(maxAge: 60, now: { clock.now })
/// clock.advance(by: .seconds(61))
/// expect(cache.isStale).to(beTrue())
/// ```
///
/// Reading and moving it is thread-safe.
public final class FixedClock: TimeSource {
    private let current: Lock<Date>

    /// A clock stopped at `now`; by default 2001-01-01 00:00:00 UTC.
    public init(now: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        current = Lock(now)
    }

    /// The clock's current date. Setting it moves the clock there, even backwards.
    public var now: Date {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    /// Moves the clock forward by `seconds` (backward when negative).
    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    /// Moves the clock forward by `duration`: `clock.advance(by: .minutes(5))`.
    public func advance(by duration: Duration) {
        let (seconds, attoseconds) = duration.components
        advance(by: TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18)
    }
}
