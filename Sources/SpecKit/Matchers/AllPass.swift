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
        guard let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: ExpectationMessage.expectedTo("all pass").appendedBeNilHint())
        }
        var message = ExpectationMessage.expectedTo("all pass")
        for element in actual {
            let result = try elementMatcher.satisfies(Expression(location: expression.location) { element })
            guard result.status == .matches else {
                let failure = result.message
                    .replacedExpectation { .expectedTo($0.expectedMessage) }
                    .wrappedExpectation(before: "all ", after: ", but failed first at element \(bracketed(element)) in \(bracketed(actual))")
                return MatcherResult(status: .doesNotMatch, message: failure)
            }
            message = result.message.prepended(expectation: "all ")
        }
        return MatcherResult(status: .matches, message: message.replacedExpectation { .expectedTo($0.expectedMessage) })
    }
}
