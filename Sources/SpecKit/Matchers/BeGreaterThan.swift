/// Passes when the value is greater than `expected`: `expect(score).to(beGreaterThan(10))`.
/// A nil value, or a nil `expected`, fails both `to` and `toNot`.
public func beGreaterThan<T: Comparable>(_ expected: T?) -> Matcher<T> {
    Matcher.simple("be greater than \(bracketed(expected))") { expression in
        guard let actual = try expression.evaluate(), let expected else { return .fail }
        return MatcherStatus(bool: actual > expected)
    }
}

/// Operator form of `beGreaterThan`: `expect(score) > 10`.
public func > <T: Comparable>(lhs: Expectation<T>, rhs: T) {
    lhs.to(beGreaterThan(rhs))
}
