// equal: the value equals the expected one. Works for every Equatable type, including arrays,
// dictionaries and optionals; sets get a message that lists the missing and extra elements.

/// Passes when the value equals the expected one: `expect(2 + 1).to(equal(3))`.
///
/// A nil actual value, or a nil expected value, fails both `to` and `toNot` with the hint to use
/// `beNil()`, as in Nimble: `equal(nil)` never matches, even nil (`expected to equal <nil>, got
/// <nil> (use beNil() to match nils)`). `expect(value) == nil` is `beNil()`, and does match nil.
public func equal<T: Equatable>(_ expected: T?) -> Matcher<T> {
    Matcher { expression in
        let actual = try expression.evaluate()
        let message = ExpectationMessage.expectedActualValueTo("equal \(bracketed(expected))")
        switch (actual, expected) {
        case (nil, _), (_, nil): return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        case let (actual?, expected?): return MatcherResult(bool: actual == expected, message: message)
        }
    }
}

/// Same as `equal` with an optional, for an expected value that is not one: lets
/// `expect(point).to(equal(.init(x: 1, y: 2)))` find the type of `.init` (Nimble's overload).
public func equal<T: Equatable>(_ expected: T) -> Matcher<T> {
    equal(Optional(expected))
}

/// Passes when the array equals the expected one, whose elements are optionals:
/// `expect(names) == [lookUp("a")]`, where `lookUp` returns `String?`. A nil element never equals.
public func equal<T: Equatable>(_ expected: [T?]) -> Matcher<[T]> {
    Matcher { expression in
        let message = ExpectationMessage.expectedActualValueTo("equal \(bracketed(expected))")
        guard let actual = try expression.evaluate() else { return MatcherResult(status: .fail, message: message.appendedBeNilHint()) }
        return MatcherResult(bool: actual.map(Optional.some) == expected, message: message)
    }
}

/// Passes when the dictionary equals the expected one, whose values are optionals:
/// `expect(headers) == ["Accept": lookUp("accept")]`. A nil value never equals.
public func equal<K: Hashable, V: Equatable>(_ expected: [K: V?]) -> Matcher<[K: V]> {
    Matcher { expression in
        let message = ExpectationMessage.expectedActualValueTo("equal \(bracketed(expected))")
        guard let actual = try expression.evaluate() else { return MatcherResult(status: .fail, message: message.appendedBeNilHint()) }
        return MatcherResult(bool: actual.mapValues(Optional.some) == expected, message: message)
    }
}

/// Passes when the set equals the expected one; the message lists what is missing and what is extra:
/// `expected to equal <[1, 2, 3]>, got <[2, 3, 4]>, missing <[1]>, extra <[4]>`.
/// Sorted elements make the message stable.
public func equal<T: Comparable>(_ expected: Set<T>?) -> Matcher<Set<T>> {
    equalSet(expected) { set in stringify(set.map { Array($0).sorted() }) }
}

/// Passes when the set equals the expected one; the message lists what is missing and what is extra.
public func equal<T>(_ expected: Set<T>?) -> Matcher<Set<T>> {
    equalSet(expected) { stringify($0) }
}

/// Same as `equal` with an optional set, for an expected set that is not one: keeps the missing and
/// extra elements in the message when the plain `equal` would otherwise be chosen.
public func equal<T: Comparable>(_ expected: Set<T>) -> Matcher<Set<T>> {
    equal(Optional(expected))
}

/// Same as `equal` with an optional set, for an expected set that is not one.
public func equal<T>(_ expected: Set<T>) -> Matcher<Set<T>> {
    equal(Optional(expected))
}

private func equalSet<T>(_ expected: Set<T>?, describe: @escaping (Set<T>?) -> String) -> Matcher<Set<T>> {
    Matcher { expression in
        let message = ExpectationMessage.expectedActualValueTo("equal <\(describe(expected))>")
        guard let expected, let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        var result = ExpectationMessage.expectedCustomValueTo("equal <\(describe(expected))>", actual: "<\(describe(actual))>")
        guard actual != expected else { return MatcherResult(status: .matches, message: result) }
        let missing = expected.subtracting(actual)
        if !missing.isEmpty { result = result.appended(message: ", missing <\(describe(missing))>") }
        let extra = actual.subtracting(expected)
        if !extra.isEmpty { result = result.appended(message: ", extra <\(describe(extra))>") }
        return MatcherResult(status: .doesNotMatch, message: result)
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

/// Operator form of `equal` for an expected value that is not optional: `expect(point) == .init(x: 1, y: 2)`.
public func == <T: Equatable>(lhs: Expectation<T>, rhs: T) {
    lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for an expected value that is not optional.
public func != <T: Equatable>(lhs: Expectation<T>, rhs: T) {
    lhs.toNot(equal(rhs))
}

/// Operator form of `equal` for an array of optionals: `expect(names) == [lookUp("a")]`.
public func == <T: Equatable>(lhs: Expectation<[T]>, rhs: [T?]) {
    lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for an array of optionals.
public func != <T: Equatable>(lhs: Expectation<[T]>, rhs: [T?]) {
    lhs.toNot(equal(rhs))
}

/// Operator form of `equal` for a dictionary of optionals: `expect(headers) == ["Accept": lookUp("accept")]`.
public func == <K: Hashable, V: Equatable>(lhs: Expectation<[K: V]>, rhs: [K: V?]) {
    lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for a dictionary of optionals.
public func != <K: Hashable, V: Equatable>(lhs: Expectation<[K: V]>, rhs: [K: V?]) {
    lhs.toNot(equal(rhs))
}

/// Operator form of `equal` for sets, with the missing and extra elements in the message.
public func == <T: Comparable>(lhs: Expectation<Set<T>>, rhs: Set<T>?) {
    lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for sets.
public func != <T: Comparable>(lhs: Expectation<Set<T>>, rhs: Set<T>?) {
    lhs.toNot(equal(rhs))
}

/// Operator form of `equal` for an expected set that is not optional.
public func == <T: Comparable>(lhs: Expectation<Set<T>>, rhs: Set<T>) {
    lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for an expected set that is not optional.
public func != <T: Comparable>(lhs: Expectation<Set<T>>, rhs: Set<T>) {
    lhs.toNot(equal(rhs))
}

/// Operator form of `equal` for an expected set that is not optional.
public func == <T>(lhs: Expectation<Set<T>>, rhs: Set<T>) {
    lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for an expected set that is not optional.
public func != <T>(lhs: Expectation<Set<T>>, rhs: Set<T>) {
    lhs.toNot(equal(rhs))
}

/// Operator form of `equal` for sets, with the missing and extra elements in the message.
public func == <T>(lhs: Expectation<Set<T>>, rhs: Set<T>?) {
    lhs.to(equal(rhs))
}

/// Operator form of `toNot(equal(...))` for sets.
public func != <T>(lhs: Expectation<Set<T>>, rhs: Set<T>?) {
    lhs.toNot(equal(rhs))
}
