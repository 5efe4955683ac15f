/// The timeout and poll interval that `toEventually`, `toEventuallyNot`, `toNever` and
/// `toAlways` use when none is given: one second and ten milliseconds, as in Nimble.
///
/// Safe to read and change from any task; set them once, for example in a `beforeSuite`:
///
/// ```swift
/// beforeSuite { PollingDefaults.timeout = .seconds(3) }
/// ```
public enum PollingDefaults {
    private struct Values {
        var timeout: Duration = .seconds(1)
        var pollInterval: Duration = .milliseconds(10)
    }

    private static let values = Lock(Values())

    /// How long `toEventually` waits for a match, and how long `toNever`/`toAlways` watch.
    public static var timeout: Duration {
        get { values.withLock { $0.timeout } }
        set { values.withLock { $0.timeout = newValue } }
    }

    /// How long polling waits between two evaluations.
    public static var pollInterval: Duration {
        get { values.withLock { $0.pollInterval } }
        set { values.withLock { $0.pollInterval = newValue } }
    }

    /// Restores one second and ten milliseconds.
    public static func reset() {
        values.withLock { $0 = Values() }
    }
}

/// Nimble's name for the type of polling timeouts and intervals: `Duration` in SpecKit, so
/// `let timeout: NimbleTimeInterval = .milliseconds(100)` and `.seconds(2)` read as in Nimble.
public typealias NimbleTimeInterval = Duration
