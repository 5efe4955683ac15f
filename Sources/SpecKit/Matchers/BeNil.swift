/// Passes when the value is nil: `expect(stack.top).to(beNil())`.
public func beNil<T>() -> Matcher<T> {
    Matcher.define("be nil") { $0 == nil }
}
