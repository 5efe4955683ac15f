import Foundation

// endWith: the last element of a sequence, or the suffix of a string.
// A nil value fails both `to` and `toNot`.

/// Passes when the sequence's last element is `last`: `expect(history).to(endWith("Ann"))`.
public func endWith<S: Sequence>(_ last: S.Element) -> Matcher<S> where S.Element: Equatable {
    Matcher.simple("end with <\(last)>") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        var lastElement: S.Element?
        for element in actual { lastElement = element }
        return MatcherStatus(bool: lastElement == last)
    }
}

/// Passes when the string ends with `suffix`: `expect(path).to(endWith(".json"))`.
public func endWith(_ suffix: String) -> Matcher<String> {
    Matcher.simple("end with <\(suffix)>") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: actual.hasSuffix(suffix))
    }
}

/// Passes when the Foundation array's last element equals `last` (`isEqual`):
/// `expect(NSArray(array: [1, 2])).to(endWith(2))`.
public func endWith(_ last: Any) -> Matcher<NSArray> {
    Matcher.simple("end with <\(stringify(last))>") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: actual.count > 0 && NSArray(object: actual.object(at: actual.count - 1)).isEqual(to: [last]))
    }
}
