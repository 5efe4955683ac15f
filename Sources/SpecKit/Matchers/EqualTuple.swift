// equal for tuples of two to six Equatable elements, as Nimble has them:
// `expect((code, text)) == (404, "Not Found")`. The standard library's tuple `==` (arities 2-6)
// does the comparing; one overload per arity because parameter packs cannot yet be compared in
// a closure without crashing the compiler (Swift 6.3).

private func equalTuple<T>(_ expected: T?, by areEqual: @escaping (T, T) -> Bool) -> Matcher<T> {
    Matcher.define("equal <\(stringify(expected))>") { expression, message in
        let actual = try expression.evaluate()
        switch (expected, actual) {
        case (nil, _?): return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        case (_, nil): return MatcherResult(status: .fail, message: message)
        case let (expected?, actual?): return MatcherResult(bool: areEqual(expected, actual), message: message)
        }
    }
}

/// Passes when each of the 2 elements equals the expected one.
public func equal<A: Equatable, B: Equatable>(_ expected: (A, B)?) -> Matcher<(A, B)> {
    equalTuple(expected, by: ==)
}

/// Operator form of `equal` for 2-tuples.
public func == <A: Equatable, B: Equatable>(lhs: Expectation<(A, B)>, rhs: (A, B)?) {
    lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for 2-tuples.
public func != <A: Equatable, B: Equatable>(lhs: Expectation<(A, B)>, rhs: (A, B)?) {
    lhs.toNot(equal(rhs))
}

/// Passes when each of the 3 elements equals the expected one.
public func equal<A: Equatable, B: Equatable, C: Equatable>(_ expected: (A, B, C)?) -> Matcher<(A, B, C)> {
    equalTuple(expected, by: ==)
}

/// Operator form of `equal` for 3-tuples.
public func == <A: Equatable, B: Equatable, C: Equatable>(lhs: Expectation<(A, B, C)>, rhs: (A, B, C)?) {
    lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for 3-tuples.
public func != <A: Equatable, B: Equatable, C: Equatable>(lhs: Expectation<(A, B, C)>, rhs: (A, B, C)?) {
    lhs.toNot(equal(rhs))
}

/// Passes when each of the 4 elements equals the expected one.
public func equal<A: Equatable, B: Equatable, C: Equatable, D: Equatable>(_ expected: (A, B, C, D)?) -> Matcher<(A, B, C, D)> {
    equalTuple(expected, by: ==)
}

/// Operator form of `equal` for 4-tuples.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(lhs: Expectation<(A, B, C, D)>, rhs: (A, B, C, D)?) {
    lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for 4-tuples.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(lhs: Expectation<(A, B, C, D)>, rhs: (A, B, C, D)?) {
    lhs.toNot(equal(rhs))
}

/// Passes when each of the 5 elements equals the expected one.
public func equal<A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(_ expected: (A, B, C, D, E)?) -> Matcher<(A, B, C, D, E)> {
    equalTuple(expected, by: ==)
}

/// Operator form of `equal` for 5-tuples.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(lhs: Expectation<(A, B, C, D, E)>, rhs: (A, B, C, D, E)?) {
    lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for 5-tuples.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(lhs: Expectation<(A, B, C, D, E)>, rhs: (A, B, C, D, E)?) {
    lhs.toNot(equal(rhs))
}

/// Passes when each of the 6 elements equals the expected one.
public func equal<A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    _ expected: (A, B, C, D, E, F)?
) -> Matcher<(A, B, C, D, E, F)> {
    equalTuple(expected, by: ==)
}

/// Operator form of `equal` for 6-tuples.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    lhs: Expectation<(A, B, C, D, E, F)>,
    rhs: (A, B, C, D, E, F)?
) {
    lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for 6-tuples.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    lhs: Expectation<(A, B, C, D, E, F)>,
    rhs: (A, B, C, D, E, F)?
) {
    lhs.toNot(equal(rhs))
}
