/// Passes when the value equals the expected one: `expect(2 + 1).to(equal(3))`.
/// A nil actual value fails both `to` and `toNot`, unless the expected value is nil too.
public func equal<T: Equatable>(_ expected: T?) -> Matcher<T> {
    Matcher { expression in
        let actual = try expression.evaluate()
        let message = ExpectationMessage.expectedActualValueTo("equal \(bracketed(expected))")
        switch (actual, expected) {
        case (nil, nil): return MatcherResult(status: .matches, message: message)
        case (nil, _?): return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        case (_?, nil): return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        case let (actual?, expected?): return MatcherResult(bool: actual == expected, message: message)
        }
    }
}

/// Operator form of `equal`: `expect(value) == 3`.
public func == <T: Equatable>(lhs: Expectation<T>, rhs: T?) {
    lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))`: `expect(value) != 3`.
public func != <T: Equatable>(lhs: Expectation<T>, rhs: T?) {
    lhs.toNot(equal(rhs))
}
