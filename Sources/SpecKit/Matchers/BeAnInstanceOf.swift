/// Passes when the value's dynamic type is exactly `expectedType` (a subclass does not count):
/// `expect(handler).to(beAnInstanceOf(CurlAPIHandler.self))`.
///
///     expected to be an instance of String, got <Int instance>
///
/// A nil value fails both `to` and `toNot`.
public func beAnInstanceOf<T, U>(_ expectedType: T.Type) -> Matcher<U> {
    Matcher.define { expression in
        let description = "be an instance of \(String(describing: expectedType))"
        guard let instance = try expression.evaluate() else {
            return MatcherResult(status: .doesNotMatch, message: .expectedActualValueTo(description))
        }
        let dynamicType: Any.Type = type(of: instance as Any)
        return MatcherResult(
            bool: ObjectIdentifier(dynamicType) == ObjectIdentifier(expectedType),
            message: .expectedCustomValueTo(description, actual: "<\(String(describing: dynamicType)) instance>")
        )
    }
}
