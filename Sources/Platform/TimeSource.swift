#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Tells the current time. Code asks this, never `Date()`, so a spec can fix the clock
/// (SpecKit's `FixedClock` is one).
public protocol TimeSource: Sendable {
    /// The current instant.
    var now: Date { get }
}

/// The system's wall clock.
public struct SystemTimeSource: TimeSource {
    /// Creates a source that reads the system clock.
    public init() {}
    public var now: Date { Date() }
}
