import Foundation

// contain: the value holds every one of the given items (elements or substrings).
// A nil value fails both `to` and `toNot`.

/// Passes when the sequence contains every item: `expect([1, 2, 3]).to(contain(1, 3))`.
public func contain<S: Sequence>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    contain(items)
}

/// Passes when the sequence contains every item of the array: `expect(names).to(contain(["Ann", "Bo"]))`.
public func contain<S: Sequence>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    Matcher.simple("contain <\(listDescription(items))>") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: items.allSatisfy { actual.contains($0) })
    }
}

/// Passes when the set (or option set) contains every item: `expect(options).to(contain(.verbose))`.
public func contain<S: SetAlgebra>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    contain(items)
}

/// Passes when the set (or option set) contains every item of the array.
public func contain<S: SetAlgebra>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    Matcher.simple("contain <\(listDescription(items))>") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: items.allSatisfy { actual.contains($0) })
    }
}

/// Passes when the set contains every item: `expect(Set([1, 2])).to(contain(2))`.
public func contain<S: Sequence & SetAlgebra>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    contain(items)
}

/// Passes when the set contains every item of the array.
public func contain<S: Sequence & SetAlgebra>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    Matcher.simple("contain <\(listDescription(items))>") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: items.allSatisfy { actual.contains($0) })
    }
}

/// Passes when the string contains every substring: `expect(output).to(contain("Done", "2 users"))`.
/// An empty substring is never contained.
public func contain(_ substrings: String...) -> Matcher<String> {
    contain(substrings)
}

/// Passes when the string contains every substring of the array.
public func contain(_ substrings: [String]) -> Matcher<String> {
    Matcher.simple("contain <\(listDescription(substrings))>") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: substrings.allSatisfy { !$0.isEmpty && actual.range(of: $0) != nil })
    }
}

/// Passes when the Foundation string contains every substring: `expect(NSString(string: "abc")).to(contain("b"))`.
public func contain(_ substrings: String...) -> Matcher<NSString> {
    Matcher.simple("contain <\(listDescription(substrings))>") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: substrings.allSatisfy { actual.range(of: $0).location != NSNotFound })
    }
}

/// Passes when the Foundation string contains every Foundation substring:
/// `expect("foo" as NSString).to(contain("oo" as NSString))`.
public func contain(_ substrings: NSString...) -> Matcher<NSString> {
    let strings = substrings.map { $0 as String }
    return Matcher.simple("contain <\(listDescription(strings))>") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: strings.allSatisfy { actual.range(of: $0).location != NSNotFound })
    }
}
