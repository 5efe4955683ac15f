// Polling with an async matcher, as Nimble allows: `await expect { await inbox.count }.toEventually(beStored())`,
// `await expects(1).toEventually(asyncEqual(1))`. The same loop as the polling of a ``Matcher``,
// awaiting the matcher at each poll.

extension Poller {
    /// Polls an async matcher until the expectation is decided or `timeout` has passed. Failures
    /// recorded by the matcher's own closures are kept only from the last attempt.
    static func verdict<T>(
        _ style: PollingStyle,
        _ matcher: AsyncMatcher<T>,
        timeout: Duration,
        pollInterval: Duration,
        nextExpression: () -> AsyncExpression<T>
    ) async -> (Verdict, [RecordedFailure]) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            let expression = nextExpression()
            let recorder = ExampleRecorder()
            let verdict = await ExampleRecorder.$current.withValue(recorder) {
                await Verdict(matcher, on: expression, negated: style.negated, verb: style.verb)
            }
            let settled: Bool =
                switch style {
                case .eventually: verdict.passed || verdict.errorThrown
                case .never, .always: !verdict.passed
                }
            if settled || clock.now >= deadline { return (verdict, recorder.failures) }
            do {
                try await Task.sleep(for: min(pollInterval, clock.now.duration(to: deadline)))
            } catch {
                return (
                    Verdict(passed: false, message: "polling stopped early because the task was cancelled: " + verdict.message), recorder.failures
                )
            }
        }
    }
}

extension AsyncExpectation {
    /// Passes as soon as the async matcher matches; fails when it still does not after `timeout`.
    @discardableResult
    public func toEventually(
        _ matcher: AsyncMatcher<T>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> AsyncExpectation<T> {
        await pollAsync(.eventually(negated: false), matcher, timeout, pollInterval, description)
        return self
    }

    /// Passes as soon as the async matcher does not match; fails when it still does after `timeout`.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: AsyncMatcher<T>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> AsyncExpectation<T> {
        await pollAsync(.eventually(negated: true), matcher, timeout, pollInterval, description)
        return self
    }

    /// Same as `toEventuallyNot` with an async matcher.
    @discardableResult
    public func toNotEventually(
        _ matcher: AsyncMatcher<T>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> AsyncExpectation<T> {
        await pollAsync(.eventually(negated: true), matcher, timeout, pollInterval, description)
        return self
    }

    /// Passes when the async matcher never matches during `timeout`.
    @discardableResult
    public func toNever(
        _ matcher: AsyncMatcher<T>,
        until timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> AsyncExpectation<T> {
        await pollAsync(.never, matcher, timeout, pollInterval, description)
        return self
    }

    /// Passes when the async matcher matches at every poll during `timeout`.
    @discardableResult
    public func toAlways(
        _ matcher: AsyncMatcher<T>,
        until timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> AsyncExpectation<T> {
        await pollAsync(.always, matcher, timeout, pollInterval, description)
        return self
    }

    private func pollAsync(
        _ style: PollingStyle,
        _ matcher: AsyncMatcher<T>,
        _ timeout: Duration,
        _ pollInterval: Duration,
        _ description: String?
    ) async {
        let (verdict, inner) = await Poller.verdict(style, matcher, timeout: timeout, pollInterval: pollInterval) { expression.fresh() }
        FailureCapture.forward(inner)
        if let message = verdict.gatheredFailureMessage(description: description, at: location) {
            ExampleRecorder.fail(message, at: location)
        }
    }
}

extension Expectation {
    /// Passes as soon as the async matcher matches; fails when it still does not after `timeout`.
    @discardableResult
    public func toEventually(
        _ matcher: AsyncMatcher<T>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> Expectation<T> {
        await pollAsync(.eventually(negated: false), matcher, timeout, pollInterval, description)
        return self
    }

    /// Passes as soon as the async matcher does not match; fails when it still does after `timeout`.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: AsyncMatcher<T>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> Expectation<T> {
        await pollAsync(.eventually(negated: true), matcher, timeout, pollInterval, description)
        return self
    }

    /// Same as `toEventuallyNot` with an async matcher.
    @discardableResult
    public func toNotEventually(
        _ matcher: AsyncMatcher<T>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> Expectation<T> {
        await pollAsync(.eventually(negated: true), matcher, timeout, pollInterval, description)
        return self
    }

    /// Passes when the async matcher never matches during `timeout`.
    @discardableResult
    public func toNever(
        _ matcher: AsyncMatcher<T>,
        until timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> Expectation<T> {
        await pollAsync(.never, matcher, timeout, pollInterval, description)
        return self
    }

    /// Passes when the async matcher matches at every poll during `timeout`.
    @discardableResult
    public func toAlways(
        _ matcher: AsyncMatcher<T>,
        until timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> Expectation<T> {
        await pollAsync(.always, matcher, timeout, pollInterval, description)
        return self
    }

    private func pollAsync(
        _ style: PollingStyle,
        _ matcher: AsyncMatcher<T>,
        _ timeout: Duration,
        _ pollInterval: Duration,
        _ description: String?
    ) async {
        let (verdict, inner) = await Poller.verdict(style, matcher, timeout: timeout, pollInterval: pollInterval) {
            AsyncExpression(location: location, isClosure: expression.isClosure) { [expression] in try expression.fresh().evaluate() }
        }
        FailureCapture.forward(inner)
        if let message = verdict.gatheredFailureMessage(description: description, at: location) {
            ExampleRecorder.fail(message, at: location)
        }
    }
}
