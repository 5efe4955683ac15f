/// The base class of every spec. Override `spec()` and declare examples in it.
///
/// ```swift
/// final class StackSpec: Spec {
///     override func spec() {
///         describe("Stack") {
///             var stack: Stack<Int>!
///             beforeEach { stack = Stack() }  // afresh for every example
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
/// As in Quick, `spec()` runs once per spec class, on the main thread, and every example runs from
/// what it declared: variables declared inside `describe` and `context` closures and stored
/// properties of the spec are shared by the examples; a `beforeEach` gives each example its own.
open class Spec {
    /// Creates a spec; the runner makes one instance per spec class.
    public required init() {}

    /// Declares the spec's examples, groups and hooks.
    open func spec() {}
}
