// beIdenticalTo: the value is the very same object (===), not merely an equal one.

/// Passes when the value is the same object as `expected`: `expect(container.resolve()).to(beIdenticalTo(shared))`.
/// Objects are shown by address: `expected to be identical to <0x6000...>, got <0x6000...>`.
public func beIdenticalTo<T: AnyObject>(_ expected: T?) -> Matcher<T> {
    identical(to: expected)
}

/// Same as `beIdenticalTo`, for values typed `AnyObject`.
public func beIdenticalTo(_ expected: AnyObject?) -> Matcher<AnyObject> {
    identical(to: expected)
}

private func identical<T: AnyObject>(to expected: T?) -> Matcher<T> {
    Matcher.define { expression in
        let actual = try expression.evaluate()
        return MatcherResult(
            bool: actual != nil && actual === expected,
            message: .expectedCustomValueTo("be identical to \(identity(of: expected))", actual: identity(of: actual))
        )
    }
}

/// Same as `beIdenticalTo`: `expect(a).to(be(b))`.
public func be<T: AnyObject>(_ expected: T?) -> Matcher<T> {
    beIdenticalTo(expected)
}

/// Same as `beIdenticalTo`, for values typed `AnyObject` or a class-bound protocol:
/// `expect(service as any Service).to(be(shared))`.
public func be(_ expected: AnyObject?) -> Matcher<AnyObject> {
    beIdenticalTo(expected)
}

/// Operator form of `beIdenticalTo`: `expect(resolved) === shared`.
public func === <T: AnyObject>(lhs: Expectation<T>, rhs: T?) {
    lhs.to(beIdenticalTo(rhs))
}

/// Operator form of `toNot(beIdenticalTo(...))`: `expect(copy) !== original`.
public func !== <T: AnyObject>(lhs: Expectation<T>, rhs: T?) {
    lhs.toNot(beIdenticalTo(rhs))
}

/// `<0x7f...>` for an object, `nil` for nil, as Nimble shows identities.
func identity(of object: AnyObject?) -> String {
    guard let object else { return "nil" }
    let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    return "<0x\(String(address, radix: 16))>"
}

/// The identity of a value as `beIdenticalTo`'s messages show it (`<0x7f...>`, or `nil`), for specs
/// that build an expected message (Nimble's `identityAsString`):
///
/// ```swift
/// let message = "expected to be identical to \(identityAsString(expected)), got \(identityAsString(actual))"
/// ```
///
/// A value that is not an object is boxed as `as AnyObject` boxes it, so its identity is the box's.
public func identityAsString(_ value: Any?) -> String {
    guard let value else { return "nil" }
    return identity(of: value as AnyObject)
}
