// not: the opposite of a matcher, for composing (`satisfyAnyOf(beNil(), not(beEmpty()))`).

/// Passes when `matcher` does not match; a nil that fails `matcher` both ways still fails.
public func not<T>(_ matcher: Matcher<T>) -> Matcher<T> {
    Matcher { expression in negated(try matcher.satisfies(expression)) }
}

/// Passes when the async `matcher` does not match.
public func not<T>(_ matcher: AsyncMatcher<T>) -> AsyncMatcher<T> {
    AsyncMatcher { expression in negated(try await matcher.satisfies(expression)) }
}

private func negated(_ result: MatcherResult) -> MatcherResult {
    let status: MatcherStatus =
        switch result.status {
        case .matches: .doesNotMatch
        case .doesNotMatch: .matches
        case .fail: .fail
        }
    return MatcherResult(status: status, message: result.message.prepended(expectation: "not "))
}
