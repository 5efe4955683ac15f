import Foundation

// Polling from a synchronous example, as Quick specs write it: `expect(you.submitted).toEventually(beTruthy())`
// without `await`. An example whose closure does not await is synchronous (see `it`), and in it
// these overloads poll by sleeping the thread between evaluations. Examples that can await should:
// `await expect(...).toEventually(...)` sleeps the task instead and leaves the thread to others.
// On the main thread (a synchronous example, an XCTest method), the poll lets the main queue run
// between evaluations instead.

extension Expectation {
    /// Passes as soon as the matcher matches; fails when it still does not after `timeout`. Blocks
    /// the thread between polls (the async form, with `await`, does not).
    @discardableResult
    public func toEventually(
        _ matcher: Matcher<T>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) -> Expectation<T> {
        pollBlocking(.eventually(negated: false), matcher, timeout, pollInterval, description)
    }

    /// Passes as soon as the matcher does not match; fails when it still does after `timeout`.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: Matcher<T>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) -> Expectation<T> {
        pollBlocking(.eventually(negated: true), matcher, timeout, pollInterval, description)
    }

    /// Same as `toEventuallyNot`.
    @discardableResult
    public func toNotEventually(
        _ matcher: Matcher<T>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) -> Expectation<T> {
        pollBlocking(.eventually(negated: true), matcher, timeout, pollInterval, description)
    }

    /// Passes when the matcher never matches during `timeout`.
    @discardableResult
    public func toNever(
        _ matcher: Matcher<T>,
        until timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) -> Expectation<T> {
        pollBlocking(.never, matcher, timeout, pollInterval, description)
    }

    /// Passes when the matcher matches at every poll during `timeout`.
    @discardableResult
    public func toAlways(
        _ matcher: Matcher<T>,
        until timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) -> Expectation<T> {
        pollBlocking(.always, matcher, timeout, pollInterval, description)
    }

    private func pollBlocking(
        _ style: PollingStyle,
        _ matcher: Matcher<T>,
        _ timeout: Duration,
        _ pollInterval: Duration,
        _ description: String?
    ) -> Expectation<T> {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            var verdict: Verdict?
            let inner = FailureCapture.collect { verdict = Verdict(matcher, on: expression.fresh(), negated: style.negated, verb: style.verb) }
            let attempt = verdict ?? Verdict(passed: false, message: "the matcher did not run")
            let settled: Bool =
                switch style {
                case .eventually: attempt.passed || attempt.errorThrown
                case .never, .always: !attempt.passed
                }
            if settled || clock.now >= deadline {
                FailureCapture.forward(inner)
                if let message = attempt.gatheredFailureMessage(description: description, at: location) {
                    ExampleRecorder.fail(message, at: location)
                }
                return self
            }
            let pause = min(pollInterval, clock.now.duration(to: deadline))
            let (seconds, attoseconds) = pause.components
            let interval = Double(seconds) + Double(attoseconds) / 1e18
            if MainThread.shared.isCurrent {
                // A synchronous example holds the main queue: let it run what waits for it, as
                // Nimble runs the main run loop, or what the expression waits for could never happen.
                MainThread.shared.pump(for: interval)
            } else if Thread.isMainThread {
                // An XCTest method runs on the main thread: let the main queue and run loop work.
                RunLoop.current.run(until: Date(timeIntervalSinceNow: interval))
            } else {
                Thread.sleep(forTimeInterval: interval)
            }
        }
    }
}
