// Polling expectations: toEventually, toEventuallyNot, toNever and toAlways evaluate the value
// again and again, sleeping between evaluations with Task.sleep (never spinning a run loop),
// until it settles or the time is up.

/// How a polling expectation judges the evaluations it makes.
enum PollingStyle {
    /// Passes as soon as the matcher matches (`toEventually`), or does not (`toEventuallyNot`).
    case eventually(negated: Bool)
    /// Fails as soon as the matcher matches; passes if it never did until the end.
    case never
    /// Fails as soon as the matcher does not match; passes if it always did until the end.
    case always

    /// The words after "expected" in a failure: `expected to eventually equal <3>, got <2>`.
    var verb: String {
        switch self {
        case .eventually(negated: false): "to eventually"
        case .eventually(negated: true): "to eventually not"
        case .never: "to never"
        case .always: "to always"
        }
    }

    /// Whether one evaluation counts with `toNot` semantics.
    var negated: Bool {
        switch self {
        case let .eventually(negated): negated
        case .never: true
        case .always: false
        }
    }
}

/// Runs the evaluations of a polling expectation.
enum Poller {
    /// One evaluation: its verdict and the failures that the matcher's own closures recorded.
    private struct Attempt {
        let verdict: Verdict
        let innerFailures: [RecordedFailure]
    }

    /// Polls until the expectation is decided or `timeout` has passed. `nextExpression` returns a
    /// freshly evaluated expression for each attempt. Failures recorded by the matcher's closures
    /// (`throwError { ... }`, `allPass`) are kept only from the last attempt.
    nonisolated(nonsending) static func verdict<T>(
        _ style: PollingStyle,
        _ matcher: Matcher<T>,
        timeout: Duration,
        pollInterval: Duration,
        nextExpression: nonisolated(nonsending) () async -> Expression<T>
    ) async -> (Verdict, [RecordedFailure]) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            let expression = await nextExpression()
            var verdict: Verdict?
            let inner = FailureCapture.collect { verdict = Verdict(matcher, on: expression, negated: style.negated, verb: style.verb) }
            let attempt = Attempt(verdict: verdict ?? Verdict(passed: false, message: "the matcher did not run"), innerFailures: inner)

            switch style {
            case .eventually:
                if attempt.verdict.passed || attempt.verdict.errorThrown { return (attempt.verdict, attempt.innerFailures) }
                if clock.now >= deadline { return (attempt.verdict, attempt.innerFailures) }
            case .never, .always:
                if !attempt.verdict.passed { return (attempt.verdict, attempt.innerFailures) }
                if clock.now >= deadline { return (attempt.verdict, attempt.innerFailures) }
            }

            let remaining = clock.now.duration(to: deadline)
            do {
                try await Task.sleep(for: min(pollInterval, remaining))
            } catch {
                let message = "polling stopped early because the task was cancelled: " + attempt.verdict.message
                return (Verdict(passed: false, message: message), attempt.innerFailures)
            }
        }
    }
}

extension Expectation {
    /// Passes as soon as the matcher matches; fails when it still does not after `timeout`:
    /// `await expect(counter.value).toEventually(equal(3))`, with `counter` changed by another task.
    ///
    ///     expected to eventually equal <3>, got <2>
    ///
    /// The expression is evaluated again for every poll. An error thrown by it ends polling.
    @discardableResult
    public nonisolated(nonsending) func toEventually(
        _ matcher: Matcher<T>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> Expectation<T> {
        await poll(.eventually(negated: false), matcher, timeout, pollInterval, description)
    }

    /// Passes as soon as the matcher does not match; fails when it still does after `timeout`.
    ///
    ///     expected to eventually not equal <0>, got <0>
    @discardableResult
    public nonisolated(nonsending) func toEventuallyNot(
        _ matcher: Matcher<T>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> Expectation<T> {
        await poll(.eventually(negated: true), matcher, timeout, pollInterval, description)
    }

    /// Same as `toEventuallyNot`.
    @discardableResult
    public nonisolated(nonsending) func toNotEventually(
        _ matcher: Matcher<T>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> Expectation<T> {
        await poll(.eventually(negated: true), matcher, timeout, pollInterval, description)
    }

    /// Fails as soon as the matcher matches; passes when it has not matched for `until`:
    /// `await expect(alarm.isRinging).toNever(beTrue(), until: .milliseconds(100))`.
    ///
    ///     expected to never equal <1>, got <1>
    @discardableResult
    public nonisolated(nonsending) func toNever(
        _ matcher: Matcher<T>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> Expectation<T> {
        await poll(.never, matcher, until, pollInterval, description)
    }

    /// Same as `toNever`.
    @discardableResult
    public nonisolated(nonsending) func neverTo(
        _ matcher: Matcher<T>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> Expectation<T> {
        await poll(.never, matcher, until, pollInterval, description)
    }

    /// Fails as soon as the matcher does not match; passes when it has matched for `until`.
    ///
    ///     expected to always equal <0>, got <1>
    @discardableResult
    public nonisolated(nonsending) func toAlways(
        _ matcher: Matcher<T>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> Expectation<T> {
        await poll(.always, matcher, until, pollInterval, description)
    }

    /// Same as `toAlways`.
    @discardableResult
    public nonisolated(nonsending) func alwaysTo(
        _ matcher: Matcher<T>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> Expectation<T> {
        await poll(.always, matcher, until, pollInterval, description)
    }

    private nonisolated(nonsending) func poll(
        _ style: PollingStyle,
        _ matcher: Matcher<T>,
        _ timeout: Duration,
        _ pollInterval: Duration,
        _ description: String?
    ) async -> Expectation<T> {
        let (verdict, inner) = await Poller.verdict(style, matcher, timeout: timeout, pollInterval: pollInterval) { expression.fresh() }
        FailureCapture.forward(inner)
        if let message = verdict.gatheredFailureMessage(description: description, at: location) {
            ExampleRecorder.fail(message, at: location)
        }
        return self
    }
}

extension AsyncExpectation {
    /// Passes as soon as the matcher matches; fails when it still does not after `timeout`:
    /// `await expecta { await inbox.count }.toEventually(equal(3))`. The closure runs again for every poll.
    @discardableResult
    public nonisolated(nonsending) func toEventually(
        _ matcher: Matcher<T>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> AsyncExpectation<T> {
        await poll(.eventually(negated: false), matcher, timeout, pollInterval, description)
    }

    /// Passes as soon as the matcher does not match; fails when it still does after `timeout`.
    @discardableResult
    public nonisolated(nonsending) func toEventuallyNot(
        _ matcher: Matcher<T>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> AsyncExpectation<T> {
        await poll(.eventually(negated: true), matcher, timeout, pollInterval, description)
    }

    /// Same as `toEventuallyNot`.
    @discardableResult
    public nonisolated(nonsending) func toNotEventually(
        _ matcher: Matcher<T>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> AsyncExpectation<T> {
        await poll(.eventually(negated: true), matcher, timeout, pollInterval, description)
    }

    /// Fails as soon as the matcher matches; passes when it has not matched for `until`.
    @discardableResult
    public nonisolated(nonsending) func toNever(
        _ matcher: Matcher<T>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> AsyncExpectation<T> {
        await poll(.never, matcher, until, pollInterval, description)
    }

    /// Same as `toNever`.
    @discardableResult
    public nonisolated(nonsending) func neverTo(
        _ matcher: Matcher<T>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> AsyncExpectation<T> {
        await poll(.never, matcher, until, pollInterval, description)
    }

    /// Fails as soon as the matcher does not match; passes when it has matched for `until`.
    @discardableResult
    public nonisolated(nonsending) func toAlways(
        _ matcher: Matcher<T>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> AsyncExpectation<T> {
        await poll(.always, matcher, until, pollInterval, description)
    }

    /// Same as `toAlways`.
    @discardableResult
    public nonisolated(nonsending) func alwaysTo(
        _ matcher: Matcher<T>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) async -> AsyncExpectation<T> {
        await poll(.always, matcher, until, pollInterval, description)
    }

    private nonisolated(nonsending) func poll(
        _ style: PollingStyle,
        _ matcher: Matcher<T>,
        _ timeout: Duration,
        _ pollInterval: Duration,
        _ description: String?
    ) async -> AsyncExpectation<T> {
        let (verdict, inner) = await Poller.verdict(style, matcher, timeout: timeout, pollInterval: pollInterval) {
            await expression.fresh().toSynchronousExpression()
        }
        FailureCapture.forward(inner)
        if let message = verdict.gatheredFailureMessage(description: description, at: location) {
            ExampleRecorder.fail(message, at: location)
        }
        return self
    }
}
