// allPass: every element of a sequence satisfies a condition or a matcher.

/// Passes when the test holds for every element: `expect(ages).to(allPass { $0 >= 18 })`.
///
///     expected to all pass a condition, but failed first at element <3> in <[1, 2, 3, 4]>
public func allPass<S: Sequence>(_ test: @escaping (S.Element) throws -> Bool) -> Matcher<S> {
    allPass("pass a condition", test)
}

/// Passes when the named test holds for every element: `expect(ids).to(allPass("be positive") { $0 > 0 })`.
public func allPass<S: Sequence>(_ name: String, _ test: @escaping (S.Element) throws -> Bool) -> Matcher<S> {
    allPass(
        Matcher<S.Element>.define(name) { expression, message in
            guard let element = try expression.evaluate() else { return MatcherResult(status: .fail, message: message) }
            return MatcherResult(bool: try test(element), message: message)
        }
    )
}

/// Passes when every element satisfies the matcher: `expect(scores).to(allPass(beLessThan(100)))`.
///
///     expected to all be less than <3>, but failed first at element <3> in <[1, 2, 3, 4]>
public func allPass<S: Sequence>(_ elementMatcher: Matcher<S.Element>) -> Matcher<S> {
    Matcher { expression in
        guard let actual = try expression.evaluate() else { return AllPassTally.nilResult }
        var tally = AllPassTally()
        for element in actual {
            let result = try elementMatcher.satisfies(Expression(location: expression.location) { element })
            if let failure = tally.add(result, element: element, of: actual) { return failure }
        }
        return tally.result
    }
}

/// allPass's message, element by element, for the sync and async forms: the last passing
/// element's expectation prefixed with "all", or the first failure with where it happened.
struct AllPassTally {
    private var message = ExpectationMessage.expectedTo("all pass")

    /// What allPass says about a nil sequence.
    static var nilResult: MatcherResult {
        MatcherResult(status: .fail, message: ExpectationMessage.expectedTo("all pass").appendedBeNilHint())
    }

    /// Notes one element's result; returns allPass's failure when the element did not match.
    mutating func add<S: Sequence>(_ result: MatcherResult, element: S.Element, of actual: S) -> MatcherResult? {
        guard result.status == .matches else {
            let failure = result.message
                .replacedExpectation { .expectedTo($0.expectedMessage) }
                .wrappedExpectation(before: "all ", after: ", but failed first at element \(bracketed(element)) in \(bracketed(actual))")
            return MatcherResult(status: .doesNotMatch, message: failure)
        }
        message = result.message.prepended(expectation: "all ")
        return nil
    }

    /// allPass's result when every element matched.
    var result: MatcherResult {
        MatcherResult(status: .matches, message: message.replacedExpectation { .expectedTo($0.expectedMessage) })
    }
}
