/// Passes when at least one matcher matches: `expect(status).to(satisfyAnyOf(equal(200), equal(204)))`.
///
///     expected to match one of: {equal <3>}, or {equal <4>}, got 2
///
/// If one matcher cannot decide (status `.fail`), both `to` and `toNot` fail.
public func satisfyAnyOf<T>(_ matchers: Matcher<T>...) -> Matcher<T> {
    satisfyAnyOf(matchers)
}

/// Passes when at least one matcher of the array matches.
public func satisfyAnyOf<T>(_ matchers: [Matcher<T>]) -> Matcher<T> {
    Matcher.define { expression in
        var status = MatcherStatus.doesNotMatch
        var parts: [String] = []
        for matcher in matchers {
            let result = try matcher.satisfies(expression)
            if result.status == .fail {
                status = .fail
            } else if result.status == .matches, status != .fail {
                status = .matches
            }
            parts.append("{\(result.message.expectedMessage)}")
        }
        return MatcherResult(status: status, message: combinedMessage("match one of: " + parts.joined(separator: ", or "), expression))
    }
}

/// Operator form of `satisfyAnyOf`: `expect(code).to(equal(200) || equal(204))`.
public func || <T>(left: Matcher<T>, right: Matcher<T>) -> Matcher<T> {
    satisfyAnyOf(left, right)
}
