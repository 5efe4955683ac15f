/// The base class of every spec. Override `spec()` and declare examples in it.
///
/// ```swift
/// final class StackSpec: Spec {
///     override func spec() {
///         describe("Stack") {
///             var stack = Stack<Int>()      // fresh for every example
///             context("when empty") {
///                 it("has no top") { expect(stack.top).to(beNil()) }
///             }
///         }
///     }
/// }
/// ```
///
/// Declaring the class is all it takes: SpecKitPlugin, applied to the test target, generates the
/// Swift Testing glue, and `swift test` reports every example by its full name.
///
/// Every example runs on a new instance of the spec class, and `spec()` is called again for it
/// along the example's path only: variables declared inside `describe` and `context` closures and
/// stored properties of the spec start fresh for each example.
open class Spec {
    /// Creates a spec; the runner makes a fresh instance for every example.
    public required init() {}

    /// Declares the spec's examples, groups and hooks.
    open func spec() {}
}
