/// Passes when the value is an instance of `expectedType` or of a subtype, or conforms to it
/// when it is a protocol: `expect(error).to(beAKindOf(URLError.self))`.
///
///     expected to be a kind of String, got <Int instance>
///
/// A nil value fails both `to` and `toNot`.
public func beAKindOf<T, U>(_ expectedType: T.Type) -> Matcher<U> {
    Matcher.define { expression in
        let description = "be a kind of \(String(describing: expectedType))"
        guard let instance = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: .expectedCustomValueTo(description, actual: "<nil>"))
        }
        return MatcherResult(
            bool: instance is T,
            message: .expectedCustomValueTo(description, actual: "<\(String(describing: type(of: instance as Any))) instance>")
        )
    }
}
