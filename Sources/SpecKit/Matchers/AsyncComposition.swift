// Async matchers inside the combining matchers, as Nimble has them: `satisfyAllOf`, `satisfyAnyOf`,
// `&&`, `||` and `allPass` take ``AsyncMatcher``s, alone or mixed with ``Matcher``s, and then make
// an ``AsyncMatcher`` (used with `await expect(...)`). Their messages are the synchronous forms'.

/// A matcher that can run against an awaited value: ``Matcher`` and ``AsyncMatcher`` both are, so a
/// list of matchers given to `satisfyAllOf` or `satisfyAnyOf` may mix the two (Nimble's
/// `AsyncableMatcher`).
///
/// ```swift
/// await expect(2).to(satisfyAllOf(beLessThan(3), beCached(in: cache)))
/// ```
public protocol AsyncableMatcher<Value> {
    /// The type of the value under test.
    associatedtype Value

    /// Evaluates the matcher against an awaited expression.
    func satisfies(_ expression: AsyncExpression<Value>) async throws -> MatcherResult
}

extension Matcher: AsyncableMatcher {
    /// Evaluates the matcher against the expression's value, awaited once.
    public func satisfies(_ expression: AsyncExpression<T>) async throws -> MatcherResult {
        try satisfies(await expression.toSynchronousExpression())
    }
}

extension AsyncMatcher: AsyncableMatcher {}

/// Passes when every matcher matches, some of them async:
/// `await expect(key).to(satisfyAllOf(beginWith("user."), beCached(in: cache)))`.
public func satisfyAllOf<T>(_ matchers: any AsyncableMatcher<T>...) -> AsyncMatcher<T> {
    satisfyAllOf(matchers)
}

/// Passes when every matcher of the array matches, some of them async.
public func satisfyAllOf<T>(_ matchers: [any AsyncableMatcher<T>]) -> AsyncMatcher<T> {
    AsyncMatcher.define { expression in
        let (status, parts) = try await combine(matchers, expression, start: .matches, decisive: .doesNotMatch)
        return MatcherResult(
            status: status,
            message: combinedMessage("match all of: " + parts.joined(separator: ", and "), await expression.toSynchronousExpression())
        )
    }
}

/// Passes when at least one matcher matches, some of them async.
public func satisfyAnyOf<T>(_ matchers: any AsyncableMatcher<T>...) -> AsyncMatcher<T> {
    satisfyAnyOf(matchers)
}

/// Passes when at least one matcher of the array matches, some of them async.
public func satisfyAnyOf<T>(_ matchers: [any AsyncableMatcher<T>]) -> AsyncMatcher<T> {
    AsyncMatcher.define { expression in
        let (status, parts) = try await combine(matchers, expression, start: .doesNotMatch, decisive: .matches)
        return MatcherResult(
            status: status,
            message: combinedMessage("match one of: " + parts.joined(separator: ", or "), await expression.toSynchronousExpression())
        )
    }
}

/// Runs every matcher on the expression. The status starts at `start`, becomes `decisive` when a
/// matcher's status is that, and `.fail` (which wins) when one cannot decide.
private func combine<T>(
    _ matchers: [any AsyncableMatcher<T>],
    _ expression: AsyncExpression<T>,
    start: MatcherStatus,
    decisive: MatcherStatus
) async throws -> (MatcherStatus, [String]) {
    var status = start
    var parts: [String] = []
    for matcher in matchers {
        let result = try await matcher.satisfies(expression)
        if result.status == .fail {
            status = .fail
        } else if result.status == decisive, status != .fail {
            status = decisive
        }
        parts.append("{\(result.message.expectedMessage)}")
    }
    return (status, parts)
}

/// `satisfyAllOf` of an async matcher and a matcher: `await expect(2).to(beCached() && beLessThan(3))`.
public func && <T>(left: AsyncMatcher<T>, right: Matcher<T>) -> AsyncMatcher<T> {
    satisfyAllOf(left, right)
}

/// `satisfyAllOf` of a matcher and an async matcher.
public func && <T>(left: Matcher<T>, right: AsyncMatcher<T>) -> AsyncMatcher<T> {
    satisfyAllOf(left, right)
}

/// `satisfyAllOf` of two async matchers.
public func && <T>(left: AsyncMatcher<T>, right: AsyncMatcher<T>) -> AsyncMatcher<T> {
    satisfyAllOf(left, right)
}

/// `satisfyAnyOf` of an async matcher and a matcher.
public func || <T>(left: AsyncMatcher<T>, right: Matcher<T>) -> AsyncMatcher<T> {
    satisfyAnyOf(left, right)
}

/// `satisfyAnyOf` of a matcher and an async matcher.
public func || <T>(left: Matcher<T>, right: AsyncMatcher<T>) -> AsyncMatcher<T> {
    satisfyAnyOf(left, right)
}

/// `satisfyAnyOf` of two async matchers.
public func || <T>(left: AsyncMatcher<T>, right: AsyncMatcher<T>) -> AsyncMatcher<T> {
    satisfyAnyOf(left, right)
}

/// Passes when every element satisfies the async matcher: `await expect(keys).to(allPass(beCached(in: cache)))`.
public func allPass<S: Sequence>(_ elementMatcher: AsyncMatcher<S.Element>) -> AsyncMatcher<S> {
    AsyncMatcher { expression in
        guard let actual = try await expression.evaluate() else { return AllPassTally.nilResult }
        var tally = AllPassTally()
        for element in actual {
            let result = try await elementMatcher.satisfies(AsyncExpression(location: expression.location, isClosure: false) { element })
            if let failure = tally.add(result, element: element, of: actual) { return failure }
        }
        return tally.result
    }
}

/// Passes when the async test holds for every element: `await expect(ids).to(allPass { await store.contains($0) })`.
public func allPass<S: Sequence>(_ test: @escaping (S.Element) async throws -> Bool) -> AsyncMatcher<S> {
    allPass("pass a condition", test)
}

/// Passes when the named async test holds for every element.
public func allPass<S: Sequence>(_ name: String, _ test: @escaping (S.Element) async throws -> Bool) -> AsyncMatcher<S> {
    allPass(
        AsyncMatcher<S.Element>.define(name) { expression, message in
            guard let element = try await expression.evaluate() else { return MatcherResult(status: .fail, message: message) }
            return MatcherResult(bool: try await test(element), message: message)
        }
    )
}
