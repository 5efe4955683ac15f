// beginWith: the first element of a sequence, or the prefix of a string.
// A nil value fails both `to` and `toNot`.

/// Passes when the sequence's first element is `first`: `expect(queue).to(beginWith(1))`.
public func beginWith<S: Sequence>(_ first: S.Element) -> Matcher<S> where S.Element: Equatable {
    Matcher.simple("begin with <\(first)>") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        var iterator = actual.makeIterator()
        return MatcherStatus(bool: iterator.next() == first)
    }
}

/// Passes when the string starts with `prefix`: `expect(output).to(beginWith("Usage:"))`.
public func beginWith(_ prefix: String) -> Matcher<String> {
    Matcher.simple("begin with <\(prefix)>") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: actual.hasPrefix(prefix))
    }
}
