/// Passes when every matcher matches: `expect(port).to(satisfyAllOf(beGreaterThan(1024), beLessThan(65536)))`.
///
///     expected to match all of: {equal <3>}, and {equal <4>}, got 2
///
/// If one matcher cannot decide (status `.fail`), both `to` and `toNot` fail.
public func satisfyAllOf<T>(_ matchers: Matcher<T>...) -> Matcher<T> {
    satisfyAllOf(matchers)
}

/// Passes when every matcher of the array matches.
public func satisfyAllOf<T>(_ matchers: [Matcher<T>]) -> Matcher<T> {
    Matcher.define { expression in
        var status = MatcherStatus.matches
        var parts: [String] = []
        for matcher in matchers {
            let result = try matcher.satisfies(expression)
            if result.status == .fail {
                status = .fail
            } else if result.status == .doesNotMatch, status != .fail {
                status = .doesNotMatch
            }
            parts.append("{\(result.message.expectedMessage)}")
        }
        return MatcherResult(status: status, message: combinedMessage("match all of: " + parts.joined(separator: ", and "), expression))
    }
}

/// Operator form of `satisfyAllOf`: `expect(value).to(beGreaterThan(0) && beLessThan(10))`.
public func && <T>(left: Matcher<T>, right: Matcher<T>) -> Matcher<T> {
    satisfyAllOf(left, right)
}

/// Nimble shows the actual value of combined matchers without angle brackets: `got 2`.
func combinedMessage<T>(_ text: String, _ expression: Expression<T>) -> ExpectationMessage {
    guard let actual = try? expression.evaluate() else { return .expectedActualValueTo(text) }
    return .expectedCustomValueTo(text, actual: "\(actual)")
}
