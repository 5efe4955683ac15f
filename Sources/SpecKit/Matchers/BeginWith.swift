import Foundation

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

/// Passes when the sequence starts with the elements of `prefix`, whatever the two sequences'
/// types: `expect(queue.pending).to(beginWith(prefix: [1, 2]))`.
public func beginWith<Actual: Sequence, Prefix: Sequence>(prefix: Prefix?) -> Matcher<Actual>
where Actual.Element: Equatable, Actual.Element == Prefix.Element {
    beginWith(prefix: prefix, by: ==)
}

/// Passes when the sequence starts with elements equivalent to those of `prefix`.
public func beginWith<Actual: Sequence, Prefix: Sequence>(
    prefix: Prefix?,
    by areEquivalent: @escaping (Actual.Element, Prefix.Element) -> Bool
) -> Matcher<Actual> {
    Matcher.define("begin with <\(stringify(prefix))>") { expression, message in
        let actual = try expression.evaluate()
        switch (prefix, actual) {
        case (nil, _?): return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        case (_, nil): return MatcherResult(status: .fail, message: message)
        case let (prefix?, actual?): return MatcherResult(bool: actual.starts(with: prefix, by: areEquivalent), message: message)
        }
    }
}

/// Passes when the Foundation array's first element equals `first` (`isEqual`, as Nimble
/// compares them): `expect(NSArray(array: [1, 2])).to(beginWith(1))`.
public func beginWith(_ first: Any) -> Matcher<NSArray> {
    Matcher.simple("begin with <\(stringify(first))>") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: actual.count > 0 && NSArray(object: actual.object(at: 0)).isEqual(to: [first]))
    }
}
