import Platform

/// A `Clock` whose time moves only when a spec moves it: a sleeper resumes when `advance(by:)`
/// or `advance(to:)` reaches its deadline, so a spec drives timeouts, spinners and caches without
/// waiting for real. It is `Sleeping` too, so a container can hand it out as the app's sleeper.
///
/// ```swift
/// let clock = TestClock()
/// let limited = Promise<Int>().timeout(.seconds(5), clock: clock)
/// await clock.sleepers(atLeast: 1)      // the timer is asleep
/// clock.advance(by: .seconds(5))        // and wakes now: the promise is rejected
/// ```
///
/// A sleeper whose task is cancelled throws `CancellationError` at once. Reading and moving the
/// clock is thread-safe.
public final class TestClock: Clock, Sleeping {
    /// A point of the test clock's time: how far it is from the clock's start.
    public struct Instant: InstantProtocol, Sendable {
        /// The time since the clock's start.
        public let offset: Duration

        /// The instant `offset` after the clock's start.
        public init(offset: Duration) { self.offset = offset }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        /// Orders instants by their offset.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: UInt64
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextID: UInt64 = 0
        var sleepers: [Sleeper] = []
        var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Lock(State())

    /// A clock at its start, with no sleeper.
    public init() {}

    /// The clock's current instant.
    public var now: Instant { state.withLock { $0.now } }

    /// The clock's resolution: none, every instant is exact.
    public var minimumResolution: Duration { .zero }

    /// How many sleepers are waiting for the clock to move.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Suspends until the clock reaches `deadline` (at once when it already has), or throws
    /// `CancellationError` when the task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state -> UInt64 in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Bool = state.withLock { state in
                    if deadline <= state.now || Task.isCancelled { return true }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if resumeNow {
                    continuation.resume()
                } else {
                    wakeWatchers()
                }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
        try Task.checkCancellation()
    }

    /// Suspends for `duration` of the clock's time (`Sleeping`).
    public func sleep(for duration: Duration) async throws {
        try await sleep(until: now.advanced(by: duration), tolerance: nil)
    }

    /// Moves the clock forward by `duration` and resumes every sleeper whose deadline it reached,
    /// earliest first.
    public func advance(by duration: Duration = .zero) {
        advance(to: now.advanced(by: duration))
    }

    /// Moves the clock to `instant` (never backwards) and resumes every sleeper whose deadline it
    /// reached, earliest first.
    public func advance(to instant: Instant) {
        let due = state.withLock { state -> [Sleeper] in
            if instant > state.now { state.now = instant }
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Returns once at least `count` sleepers are waiting: a spec calls it before `advance`, so
    /// the work it drives has reached its sleep.
    public func sleepers(atLeast count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state -> Bool in
                if state.sleepers.count >= count { return true }
                state.watchers.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    private func wakeWatchers() {
        let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            let count = state.sleepers.count
            let ready = state.watchers.filter { $0.count <= count }.map(\.continuation)
            state.watchers.removeAll { $0.count <= count }
            return ready
        }
        for continuation in ready { continuation.resume() }
    }
}

/// A `Clock` whose sleepers never wait: each sleep moves the clock to its deadline and returns,
/// so code that sleeps runs at once and still reads the time it slept. It is `Sleeping` too.
///
/// ```swift
/// let clock = ImmediateClock()
/// try await clock.sleep(for: .seconds(30))   // returns at once
/// expect(clock.now.offset).to(equal(.seconds(30)))
/// ```
public final class ImmediateClock: Clock, Sleeping {
    /// The clock's instants, as `TestClock`'s.
    public typealias Instant = TestClock.Instant

    private let current = Lock(Instant(offset: .zero))

    /// A clock at its start.
    public init() {}

    /// The clock's current instant: its start plus every sleep so far.
    public var now: Instant { current.withLock { $0 } }

    /// The clock's resolution: none.
    public var minimumResolution: Duration { .zero }

    /// Moves the clock to `deadline` when it is later, yields, and returns; throws
    /// `CancellationError` when the task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        current.withLock { if deadline > $0 { $0 = deadline } }
        await Task.yield()
        try Task.checkCancellation()
    }

    /// Returns at once, the clock moved on by `duration` (`Sleeping`).
    public func sleep(for duration: Duration) async throws {
        try await sleep(until: now.advanced(by: duration), tolerance: nil)
    }
}
