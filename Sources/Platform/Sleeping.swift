/// Waits for a while. Code that paces itself (a spinner, a retry) asks this, never
/// `Task.sleep` directly, so a spec can make the wait instant.
public protocol Sleeping: Sendable {
    /// Suspends for `duration`, or throws `CancellationError` when the task is cancelled.
    func sleep(for duration: Duration) async throws
}

/// Sleeps for real, with `Task.sleep`.
public struct TaskSleeper: Sleeping {
    /// Creates a sleeper that waits with `Task.sleep`.
    public init() {}
    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}

/// Returns at once (after a yield), for specs.
public struct ImmediateSleeper: Sleeping {
    /// Creates a sleeper that returns at once.
    public init() {}
    public func sleep(for duration: Duration) async throws {
        await Task.yield()
        try Task.checkCancellation()
    }
}
