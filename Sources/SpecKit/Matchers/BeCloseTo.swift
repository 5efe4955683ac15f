import Foundation

// beCloseTo: floating-point values within a tolerance of the expected ones.

/// The tolerance `beCloseTo` uses when none is given: 0.0001, as in Nimble.
public func defaultDelta<F: FloatingPoint>() -> F { 1 / 10000 }

/// Passes when the value differs from `expected` by less than `delta`:
/// `expect(average).to(beCloseTo(2.5, within: 0.01))`. A nil value fails both `to` and `toNot`.
///
///     expected to be close to <1.2002> (within 0.0001), got <1.2>
public func beCloseTo<Value: FloatingPoint>(_ expected: Value, within delta: Value = defaultDelta()) -> Matcher<Value> {
    Matcher.define { expression in
        let actual = try expression.evaluate()
        return MatcherResult(
            bool: actual.map { abs($0 - expected) < delta } ?? false,
            message: .expectedCustomValueTo("be close to \(bracketed(expected)) (within \(stringify(delta)))", actual: bracketed(actual))
        )
    }
}

/// Passes when both collections have the same count and each value is within `delta` of the
/// expected one at the same position: `expect(weights).to(beCloseTo([0.2, 0.8], within: 0.01))`.
public func beCloseTo<Value: FloatingPoint, Values: Collection>(_ expected: Values, within delta: Value = defaultDelta()) -> Matcher<Values>
where Values.Element == Value {
    Matcher.simple("be close to <\(stringify(Array(expected)))> (each within \(stringify(delta)))") { expression in
        guard let actual = try expression.evaluate(), actual.count == expected.count else { return .doesNotMatch }
        let outside = zip(actual, expected).contains { abs($0 - $1) > delta }
        return MatcherStatus(bool: !outside)
    }
}

// Nimble's operators for closeness: `expect(pi) ≈ 3.1416`, `expect(pi) ≈ (3.14, 0.01)`,
// `expect(pi) == 3.14 ± 0.01`, `expect([0.1, 0.2]) ≈ [0.1, 0.2]`.

infix operator ≈ : ComparisonPrecedence

/// Operator form of `beCloseTo` with the default delta.
public func ≈ <Value: FloatingPoint>(lhs: Expectation<Value>, rhs: Value) {
    lhs.to(beCloseTo(rhs))
}

/// Operator form of `beCloseTo` with a delta: `expect(x) ≈ (3.14, 0.01)`.
public func ≈ <Value: FloatingPoint>(lhs: Expectation<Value>, rhs: (expected: Value, delta: Value)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// Operator form of `beCloseTo` for collections: `expect([0.1, 0.2]) ≈ [0.1, 0.2]`.
public func ≈ <Values: Collection>(lhs: Expectation<Values>, rhs: Values) where Values.Element: FloatingPoint {
    lhs.to(beCloseTo(rhs))
}

/// Operator form of `beCloseTo` with a delta given by `±`: `expect(x) == 3.14 ± 0.01`.
public func == <Value: FloatingPoint>(lhs: Expectation<Value>, rhs: (expected: Value, delta: Value)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// Async operator form of `beCloseTo` with the default delta.
public func ≈ <Value: FloatingPoint>(lhs: AsyncExpectation<Value>, rhs: Value) async {
    await lhs.to(beCloseTo(rhs))
}

/// Async operator form of `beCloseTo` with a delta.
public func ≈ <Value: FloatingPoint>(lhs: AsyncExpectation<Value>, rhs: (expected: Value, delta: Value)) async {
    await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// Async operator form of `beCloseTo` with a delta given by `±`.
public func == <Value: FloatingPoint>(lhs: AsyncExpectation<Value>, rhs: (expected: Value, delta: Value)) async {
    await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// Binds tighter than arithmetic, so `3.14 ± 0.01` is one operand of `==` or `≈`.
precedencegroup PlusMinusOperatorPrecedence {
    higherThan: BitwiseShiftPrecedence
}

infix operator ± : PlusMinusOperatorPrecedence

/// A value and the delta it may be off by: `expect(x) == 3.14 ± 0.01`.
public func ± <Value: FloatingPoint>(lhs: Value, rhs: Value) -> (expected: Value, delta: Value) {
    (expected: lhs, delta: rhs)
}

/// A value `beCloseTo` compares by a number: an `NSNumber` by its `doubleValue`, a `Date` or
/// `NSDate` by its seconds since the reference date (Nimble's `NMBDoubleConvertible`).
public protocol NMBDoubleConvertible {
    /// The number `beCloseTo` compares.
    var doubleValue: Double { get }
}

extension NSNumber: NMBDoubleConvertible {}

extension Date: NMBDoubleConvertible {
    /// The seconds since the reference date (1 January 2001).
    public var doubleValue: Double { timeIntervalSinceReferenceDate }
}

extension NSDate: NMBDoubleConvertible {
    /// The seconds since the reference date (1 January 2001).
    public var doubleValue: Double { timeIntervalSinceReferenceDate }
}

/// Passes when the value differs from `expected` by less than `delta` seconds (dates) or units
/// (numbers): `expect(saved.createdAt).to(beCloseTo(Date(), within: 5))`,
/// `expect(NSNumber(value: 1.2)).to(beCloseTo(1.2001))`.
///
///     expected to be close to <2015-08-26 11:43:05.0000> (within 0.006), got <2015-08-26 11:43:00.0000>
public func beCloseTo<Value: NMBDoubleConvertible>(_ expected: Value, within delta: Double = defaultDelta()) -> Matcher<Value> {
    Matcher.define { expression in
        let actual = try expression.evaluate()
        return MatcherResult(
            bool: actual.map { abs($0.doubleValue - expected.doubleValue) < delta } ?? false,
            message: .expectedCustomValueTo("be close to \(bracketed(expected)) (within \(stringify(delta)))", actual: bracketed(actual))
        )
    }
}

/// Operator form of `beCloseTo` for dates with the default delta: `expect(date) ≈ other`.
public func ≈ <Value: NMBDoubleConvertible>(lhs: Expectation<Value>, rhs: Value) {
    lhs.to(beCloseTo(rhs))
}

/// Operator form of `beCloseTo` for dates with a delta in seconds: `expect(date) ≈ (other, 10)`.
public func ≈ <Value: NMBDoubleConvertible>(lhs: Expectation<Value>, rhs: (expected: Value, delta: Double)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// Operator form of `beCloseTo` for dates with a delta given by `±`: `expect(date) == other ± 10`.
public func == <Value: NMBDoubleConvertible>(lhs: Expectation<Value>, rhs: (expected: Value, delta: Double)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// A date and the seconds it may be off by: `expect(date) == other ± 10`.
public func ± <Value: NMBDoubleConvertible>(lhs: Value, rhs: Double) -> (expected: Value, delta: Double) {
    (expected: lhs, delta: rhs)
}
