/// Passes when the value is less than `expected`: `expect(score).to(beLessThan(10))`.
/// A nil value, or a nil `expected`, fails both `to` and `toNot`.
public func beLessThan<T: Comparable>(_ expected: T?) -> Matcher<T> {
    Matcher.simple("be less than \(bracketed(expected))") { expression in
        guard let actual = try expression.evaluate(), let expected else { return .fail }
        return MatcherStatus(bool: actual < expected)
    }
}

/// Operator form of `beLessThan`: `expect(score) < 10`.
public func < <T: Comparable>(lhs: Expectation<T>, rhs: T) {
    lhs.to(beLessThan(rhs))
}
