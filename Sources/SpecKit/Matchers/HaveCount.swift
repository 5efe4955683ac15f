/// Passes when the collection has `expected` elements: `expect(users).to(haveCount(2))`.
///
/// The message names the collection's type and shows its full value on a second line:
///
///     expected to have Array<Int> with count 1, got 3
///     Actual Value: [1, 2, 3]
///
/// A nil value fails both `to` and `toNot`.
public func haveCount<T: Collection>(_ expected: Int) -> Matcher<T> {
    Matcher { expression in
        guard let actual = try expression.evaluate() else {
            return MatcherResult(
                status: .fail,
                message: ExpectationMessage.expectedActualValueTo("have a collection with count \(stringify(expected))").appendedBeNilHint()
            )
        }
        let message =
            ExpectationMessage
            .expectedCustomValueTo("have \(collectionTypeDescription(actual)) with count \(stringify(expected))", actual: "\(actual.count)")
            .appended(details: "Actual Value: \(stringify(actual))")
        return MatcherResult(bool: actual.count == expected, message: message)
    }
}
