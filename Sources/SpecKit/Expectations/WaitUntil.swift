import Foundation

/// Waits until `action` calls `done`, failing the example if it has not after `timeout`
/// (default `PollingDefaults.timeout`): Nimble's `waitUntil`.
///
/// ```swift
/// await waitUntil(timeout: .seconds(2)) { done in
///     client.fetch { result in
///         expect(result).to(beSuccess())
///         done()
///     }
/// }
/// ```
///
/// The action runs in a task of its own; expectations it makes are recorded for the example.
/// Calling `done` twice fails the example, as in Nimble.
public func waitUntil(
    timeout: Duration = PollingDefaults.timeout,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    action: @escaping (_ done: @escaping @Sendable () -> Void) async -> Void
) async {
    let location = CodeLocation(fileID: fileID, filePath: file, line: Int(clamping: line), column: Int(clamping: column))
    await WaitUntil.run(timeout: timeout, location: location, action)
}

/// Waits until `action` calls `done` (an action that does not await).
public func waitUntil(
    timeout: Duration = PollingDefaults.timeout,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    action: @escaping (_ done: @escaping @Sendable () -> Void) -> Void
) async {
    let location = CodeLocation(fileID: fileID, filePath: file, line: Int(clamping: line), column: Int(clamping: column))
    await WaitUntil.run(timeout: timeout, location: location) { done in action(done) }
}

/// Waits until `action` calls `done`, in a synchronous example (Quick's form, without `await`):
/// blocks the thread until then, or fails the example after `timeout`.
///
/// ```swift
/// it("fetches") {
///     waitUntil { done in
///         client.fetch { result in
///             expect(result).to(beSuccess())
///             done()
///         }
///     }
/// }
/// ```
///
/// The action runs on the calling thread. On the main thread the run loop runs while it waits, so
/// a callback on the main queue can arrive; elsewhere the thread sleeps. An example that can
/// `await` should use the async form, which leaves the thread to others.
public func waitUntil(
    timeout: Duration = PollingDefaults.timeout,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    action: (_ done: @escaping @Sendable () -> Void) -> Void
) {
    let location = CodeLocation(fileID: fileID, filePath: file, line: Int(clamping: line), column: Int(clamping: column))
    WaitUntil.block(timeout: timeout, location: location, action)
}

enum WaitUntil {
    static func block(timeout: Duration, location: CodeLocation, _ action: (@escaping @Sendable () -> Void) -> Void) {
        let calls = Lock(0)
        let semaphore = DispatchSemaphore(value: 0)
        action {
            let count = calls.withLock { calls in
                calls += 1
                return calls
            }
            if count == 1 {
                semaphore.signal()
            } else {
                ExampleRecorder.fail("waitUntil(..) expects its completion closure to be only called once", at: location)
            }
        }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var completed = false
        if MainThread.shared.isCurrent {
            // A synchronous example holds the main queue: the work it waits for may need it.
            while !completed, clock.now < deadline {
                completed = semaphore.wait(timeout: .now()) == .success
                if !completed { MainThread.shared.pump(for: 0.001) }
            }
        } else if Thread.isMainThread {
            while !completed, clock.now < deadline {
                completed = semaphore.wait(timeout: .now()) == .success
                if !completed { RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.01)) }
            }
        } else {
            let (seconds, attoseconds) = timeout.components
            let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
            completed = semaphore.wait(timeout: .now() + .nanoseconds(Int(min(nanoseconds, Double(Int.max))))) == .success
        }
        if !completed {
            ExampleRecorder.fail("Waited more than \(describe(timeout))", at: location)
        }
    }

    enum Outcome: Sendable { case completed, timedOut }

    /// The wait's state: the continuation to resume once, and whether `done` was called.
    final class State: Sendable {
        private struct Fields {
            var continuation: CheckedContinuation<Outcome, Never>?
            var outcome: Outcome?
            var doneCalls = 0
        }

        private let fields = Lock(Fields())

        func start(_ continuation: CheckedContinuation<Outcome, Never>) {
            let early = fields.withLock { fields -> Outcome? in
                if let outcome = fields.outcome { return outcome }
                fields.continuation = continuation
                return nil
            }
            if let early { continuation.resume(returning: early) }
        }

        /// Ends the wait with `outcome` unless it has ended; says how many times `done` was called.
        @discardableResult
        func finish(_ outcome: Outcome) -> Int {
            let (continuation, calls) = fields.withLock { fields -> (CheckedContinuation<Outcome, Never>?, Int) in
                if outcome == .completed { fields.doneCalls += 1 }
                guard fields.outcome == nil else { return (nil, fields.doneCalls) }
                fields.outcome = outcome
                defer { fields.continuation = nil }
                return (fields.continuation, fields.doneCalls)
            }
            continuation?.resume(returning: outcome)
            return calls
        }
    }

    /// The action, handed to the task that runs it (it is called exactly once, there).
    struct Action: @unchecked Sendable {
        let body: (@escaping @Sendable () -> Void) async -> Void
    }

    static func run(timeout: Duration, location: CodeLocation, _ action: @escaping (@escaping @Sendable () -> Void) async -> Void) async {
        let state = State()
        let boxed = Action(body: action)
        let worker = Task {
            await boxed.body {
                if state.finish(.completed) > 1 {
                    ExampleRecorder.fail("waitUntil(..) expects its completion closure to be only called once", at: location)
                }
            }
        }
        let timer = Task {
            try? await Task.sleep(for: timeout)
            if !Task.isCancelled { state.finish(.timedOut) }
        }
        let outcome = await withCheckedContinuation { state.start($0) }
        timer.cancel()
        if outcome == .timedOut {
            worker.cancel()
            ExampleRecorder.fail("Waited more than \(describe(timeout))", at: location)
        }
    }

    /// Nimble's wording of a timeout: `1.0 second`, `0.5 seconds`, `2.0 seconds`.
    static func describe(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Float(Double(seconds) + Double(attoseconds) / 1e18)
        return value == 1 ? "\(value) second" : "\(value) seconds"
    }
}
