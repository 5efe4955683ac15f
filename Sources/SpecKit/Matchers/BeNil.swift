/// Passes when the value is nil: `expect(stack.top).to(beNil())`. A value that is itself an empty
/// optional (`Int??` holding `.some(nil)`) counts as nil.
public func beNil<T>() -> Matcher<T> {
    Matcher.simpleNilable("be nil") { expression in
        guard let actual = try expression.evaluate() else { return .matches }
        if let nested = actual as? any OptionalChecking { return MatcherStatus(bool: nested.holdsNil) }
        return .doesNotMatch
    }
}

/// Lets `expect(value) == nil` and `expect(value) != nil` work for any type, Equatable or not.
public struct ExpectationNil: ExpressibleByNilLiteral {
    /// Made from the `nil` literal.
    public init(nilLiteral: ()) {}
}

extension Expectation {
    /// `expect(value) == nil`: the value is nil.
    public static func == (lhs: Expectation, rhs: ExpectationNil) {
        lhs.to(beNil())
    }

    /// `expect(value) != nil`: the value is not nil.
    public static func != (lhs: Expectation, rhs: ExpectationNil) {
        lhs.toNot(beNil())
    }
}

private protocol OptionalChecking {
    var holdsNil: Bool { get }
}

extension Optional: OptionalChecking {
    fileprivate var holdsNil: Bool { self == nil }
}
