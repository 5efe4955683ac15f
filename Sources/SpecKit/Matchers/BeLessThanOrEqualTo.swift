/// Passes when the value is less than or equal to `expected`: `expect(score).to(beLessThanOrEqualTo(10))`.
/// A nil value, or a nil `expected`, fails both `to` and `toNot`.
public func beLessThanOrEqualTo<T: Comparable>(_ expected: T?) -> Matcher<T> {
    Matcher.simple("be less than or equal to \(bracketed(expected))") { expression in
        guard let actual = try expression.evaluate(), let expected else { return .fail }
        return MatcherStatus(bool: actual <= expected)
    }
}

/// Operator form of `beLessThanOrEqualTo`: `expect(score) <= 10`.
public func <= <T: Comparable>(lhs: Expectation<T>, rhs: T) {
    lhs.to(beLessThanOrEqualTo(rhs))
}
