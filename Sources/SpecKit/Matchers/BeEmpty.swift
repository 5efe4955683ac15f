import Foundation

// beEmpty: the sequence, set or string has no element. A nil value fails both `to` and `toNot`.

/// Passes when the sequence has no element: `expect(stack.items).to(beEmpty())`.
public func beEmpty<S: Sequence>() -> Matcher<S> {
    Matcher.simple("be empty") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        var iterator = actual.makeIterator()
        return MatcherStatus(bool: iterator.next() == nil)
    }
}

/// Passes when the set (or option set) is empty.
public func beEmpty<S: SetAlgebra>() -> Matcher<S> {
    Matcher.simple("be empty") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: actual.isEmpty)
    }
}

/// Passes when the set is empty.
public func beEmpty<S: Sequence & SetAlgebra>() -> Matcher<S> {
    Matcher.simple("be empty") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: actual.isEmpty)
    }
}

/// Passes when the string is empty: `expect(stderr).to(beEmpty())`.
public func beEmpty() -> Matcher<String> {
    Matcher.simple("be empty") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: actual.isEmpty)
    }
}

/// Passes when the Foundation string is empty: `expect(NSString()).to(beEmpty())`.
public func beEmpty() -> Matcher<NSString> {
    Matcher.simple("be empty") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: actual.length == 0)
    }
}
