// equal for arrays of tuples of two to six Equatable elements, as Nimble has them:
// `expect(pairs) == [(1, "one"), (2, "two")]`. An array of tuples is not Equatable, so the plain
// `equal` does not apply; the standard library's tuple `==` (arities 2-6) compares the elements,
// one overload per arity for the reason given in EqualTuple.swift.

private func equalTupleArray<T>(_ expected: [T]?, by areEqual: @escaping (T, T) -> Bool) -> Matcher<[T]> {
    Matcher.define("equal <\(stringify(expected))>") { expression, message in
        guard let expected, let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        return MatcherResult(bool: actual.elementsEqual(expected, by: areEqual), message: message)
    }
}

/// Passes when the arrays have the same length and each tuple of 2 elements equals the expected one.
public func equal<A: Equatable, B: Equatable>(_ expected: [(A, B)]?) -> Matcher<[(A, B)]> {
    equalTupleArray(expected, by: ==)
}

/// Operator form of `equal` for arrays of 2-tuples.
public func == <A: Equatable, B: Equatable>(lhs: Expectation<[(A, B)]>, rhs: [(A, B)]?) {
    lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for arrays of 2-tuples.
public func != <A: Equatable, B: Equatable>(lhs: Expectation<[(A, B)]>, rhs: [(A, B)]?) {
    lhs.toNot(equal(rhs))
}

/// Operator form of `equal` for arrays of 2-tuples, awaiting the value.
public func == <A: Equatable, B: Equatable>(lhs: AsyncExpectation<[(A, B)]>, rhs: [(A, B)]?) async {
    await lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for arrays of 2-tuples, awaiting the value.
public func != <A: Equatable, B: Equatable>(lhs: AsyncExpectation<[(A, B)]>, rhs: [(A, B)]?) async {
    await lhs.toNot(equal(rhs))
}

/// Passes when the arrays have the same length and each tuple of 3 elements equals the expected one.
public func equal<A: Equatable, B: Equatable, C: Equatable>(_ expected: [(A, B, C)]?) -> Matcher<[(A, B, C)]> {
    equalTupleArray(expected, by: ==)
}

/// Operator form of `equal` for arrays of 3-tuples.
public func == <A: Equatable, B: Equatable, C: Equatable>(lhs: Expectation<[(A, B, C)]>, rhs: [(A, B, C)]?) {
    lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for arrays of 3-tuples.
public func != <A: Equatable, B: Equatable, C: Equatable>(lhs: Expectation<[(A, B, C)]>, rhs: [(A, B, C)]?) {
    lhs.toNot(equal(rhs))
}

/// Operator form of `equal` for arrays of 3-tuples, awaiting the value.
public func == <A: Equatable, B: Equatable, C: Equatable>(lhs: AsyncExpectation<[(A, B, C)]>, rhs: [(A, B, C)]?) async {
    await lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for arrays of 3-tuples, awaiting the value.
public func != <A: Equatable, B: Equatable, C: Equatable>(lhs: AsyncExpectation<[(A, B, C)]>, rhs: [(A, B, C)]?) async {
    await lhs.toNot(equal(rhs))
}

/// Passes when the arrays have the same length and each tuple of 4 elements equals the expected one.
public func equal<A: Equatable, B: Equatable, C: Equatable, D: Equatable>(_ expected: [(A, B, C, D)]?) -> Matcher<[(A, B, C, D)]> {
    equalTupleArray(expected, by: ==)
}

/// Operator form of `equal` for arrays of 4-tuples.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(lhs: Expectation<[(A, B, C, D)]>, rhs: [(A, B, C, D)]?) {
    lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for arrays of 4-tuples.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(lhs: Expectation<[(A, B, C, D)]>, rhs: [(A, B, C, D)]?) {
    lhs.toNot(equal(rhs))
}

/// Operator form of `equal` for arrays of 4-tuples, awaiting the value.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(lhs: AsyncExpectation<[(A, B, C, D)]>, rhs: [(A, B, C, D)]?) async {
    await lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for arrays of 4-tuples, awaiting the value.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(lhs: AsyncExpectation<[(A, B, C, D)]>, rhs: [(A, B, C, D)]?) async {
    await lhs.toNot(equal(rhs))
}

/// Passes when the arrays have the same length and each tuple of 5 elements equals the expected one.
public func equal<A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(_ expected: [(A, B, C, D, E)]?) -> Matcher<[(A, B, C, D, E)]>
{
    equalTupleArray(expected, by: ==)
}

/// Operator form of `equal` for arrays of 5-tuples.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(lhs: Expectation<[(A, B, C, D, E)]>, rhs: [(A, B, C, D, E)]?) {
    lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for arrays of 5-tuples.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(lhs: Expectation<[(A, B, C, D, E)]>, rhs: [(A, B, C, D, E)]?) {
    lhs.toNot(equal(rhs))
}

/// Operator form of `equal` for arrays of 5-tuples, awaiting the value.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D, E)]>,
    rhs: [(A, B, C, D, E)]?
) async {
    await lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for arrays of 5-tuples, awaiting the value.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D, E)]>,
    rhs: [(A, B, C, D, E)]?
) async {
    await lhs.toNot(equal(rhs))
}

/// Passes when the arrays have the same length and each tuple of 6 elements equals the expected one.
public func equal<A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    _ expected: [(A, B, C, D, E, F)]?
) -> Matcher<[(A, B, C, D, E, F)]> {
    equalTupleArray(expected, by: ==)
}

/// Operator form of `equal` for arrays of 6-tuples.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    lhs: Expectation<[(A, B, C, D, E, F)]>,
    rhs: [(A, B, C, D, E, F)]?
) {
    lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for arrays of 6-tuples.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    lhs: Expectation<[(A, B, C, D, E, F)]>,
    rhs: [(A, B, C, D, E, F)]?
) {
    lhs.toNot(equal(rhs))
}

/// Operator form of `equal` for arrays of 6-tuples, awaiting the value.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D, E, F)]>,
    rhs: [(A, B, C, D, E, F)]?
) async {
    await lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for arrays of 6-tuples, awaiting the value.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D, E, F)]>,
    rhs: [(A, B, C, D, E, F)]?
) async {
    await lhs.toNot(equal(rhs))
}
