// elementsEqual: two sequences hold equal elements in the same order, whatever their types.

/// Passes when the sequence's elements equal the expected ones, in order:
/// `expect(stack.reversed()).to(elementsEqual([3, 2, 1]))`.
public func elementsEqual<Actual: Sequence, Expected: Sequence>(_ expected: Expected?) -> Matcher<Actual>
where Actual.Element: Equatable, Actual.Element == Expected.Element {
    elementsEqual(expected, by: ==)
}

/// Passes when the sequence's elements are equivalent to the expected ones, in order.
public func elementsEqual<Actual: Sequence, Expected: Sequence>(
    _ expected: Expected?,
    by areEquivalent: @escaping (Actual.Element, Expected.Element) -> Bool
) -> Matcher<Actual> {
    Matcher.define("elementsEqual <\(stringify(expected))>") { expression, message in
        let actual = try expression.evaluate()
        switch (expected, actual) {
        case (nil, _?): return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        case (_, nil): return MatcherResult(status: .fail, message: message)
        case let (expected?, actual?): return MatcherResult(bool: actual.elementsEqual(expected, by: areEquivalent), message: message)
        }
    }
}
