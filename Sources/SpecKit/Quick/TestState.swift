// Quick 7.3's `@TestState`: a value a group's examples share, set up before each example and
// released after it, declared in one line instead of a `var`, a `beforeEach` and an `afterEach`.

/// A value that is set before each example of the group it is declared in and reset to nil after
/// it (Quick's `@TestState`), so no example sees what another left behind and what it holds is
/// released when the example ends.
///
/// ```swift
/// describe("a cart") {
///     @TestState var cart = Cart()           // a new cart before each example
///     @TestState var receipt: Receipt!       // nil before each example
///
///     it("starts empty") { expect(cart.items).to(beEmpty()) }
///     it("checks out") {
///         cart.add(.apple)
///         receipt = cart.checkOut()
///         expect(receipt.total) == 1
///     }
/// }
/// ```
///
/// The wrapper declares a `beforeEach` where it is written, which sets the initial value (so the
/// hooks declared after it see the value, and those before it see nil), and resets the value after
/// the example: in a ``QuickSpec`` or an ``AsyncSpec``, after every `afterEach` hook, as Quick does
/// (with a teardown block); in another ``Spec``, in an `afterEach` declared where the wrapper is,
/// which runs after the `afterEach` hooks of nested groups and of the same group declared before
/// it. Declared anywhere but in a spec's body or group (inside an example), it holds a value and
/// declares nothing, as in Quick.
///
/// Swift 6 refuses a wrapped local variable captured by two main-actor closures (its storage is a
/// `var`: "sending '_cart' risks causing data races"), as it does with Quick 7. In a ``QuickSpec``
/// whose file imports `Quick`, where examples and hooks that do not await are main-actor closures,
/// import `SpecKit` in that file instead, or compile it in the Swift 5 language mode.
@propertyWrapper
public struct TestState<T> {
    /// The value's storage, shared by the wrapper and its hooks.
    private final class Container {
        var value: T?
    }

    private let container = Container()

    /// The value; nil outside an example, and before each one when there is no initial value.
    public var wrappedValue: T! {
        get { container.value }
        nonmutating set { container.value = newValue }
    }

    /// A value that is nil before each example; an example or a hook sets it, and it is reset to
    /// nil after the example: `@TestState var response: Response!`.
    public init() {
        declareHooks(initialValue: nil)
    }

    /// A value set to `wrappedValue`, evaluated again before each example, and reset to nil after
    /// it: `@TestState var cart = Cart()`.
    public init(wrappedValue: @escaping @autoclosure () -> T?) {
        declareHooks(initialValue: wrappedValue)
    }

    /// A value set to `initialValue`, evaluated again before each example, and reset to nil after
    /// it: `@TestState(Cart()) var cart: Cart!`.
    public init(_ initialValue: @escaping @autoclosure () -> T) {
        self.init(wrappedValue: initialValue())
    }

    private func declareHooks(initialValue: (() -> T?)?) {
        guard SpecBuilder.current != nil else { return }
        let container = container
        if let initialValue {
            beforeEach { container.value = initialValue() }
        }
        afterEach {
            if let teardown = QuickSpecCurrent.xcTestState {
                teardown.addTeardownBlock { container.value = nil }
            } else {
                container.value = nil
            }
        }
    }
}
