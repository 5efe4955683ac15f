// Quick's spec classes, so that a Quick spec file compiles by changing `import Quick` to
// `import SpecKit`. The SpecKit plugin finds classes that inherit directly from `Spec`,
// `QuickSpec` or `AsyncSpec`.

/// Quick's base class for specs: declare examples in `override class func spec()` (Quick 7's
/// form) or in `override func spec()` (Quick 6's).
///
/// ```swift
/// final class DolphinSpec: QuickSpec {
///     override class func spec() {
///         describe("a dolphin") {
///             it("is friendly") { expect(Dolphin().isFriendly).to(beTruthy()) }
///         }
///     }
/// }
/// ```
///
/// Unlike Quick, each example runs on a fresh instance and `spec()` runs again along the example's
/// path, so a `var` declared in a `describe` starts fresh for every example (see <doc:FromQuickAndNimble>).
open class QuickSpec: Spec {
    /// Creates a spec; the runner makes a fresh instance for every example.
    public required init() {}

    /// Declares the examples of the spec (Quick 7's form). Runs once per example, along its path.
    open class func spec() {}

    /// Declares the hooks of the run's `QuickConfiguration`s, then calls the class's `spec()`.
    /// Quick 6 specs override this one instead (and then do without the configured hooks).
    override open func spec() {
        QuickConfigurationRegistry.shared.declareConfiguredHooks()
        Self.spec()
    }
}

/// Quick's base class for specs whose examples and hooks are async. In SpecKit every example and
/// hook may be async, so it behaves as `QuickSpec` does.
///
/// ```swift
/// final class FetcherSpec: AsyncSpec {
///     override class func spec() {
///         it("fetches") { await expect { await Fetcher().fetch() }.to(equal("ok")) }
///     }
/// }
/// ```
open class AsyncSpec: Spec {
    /// Creates a spec; the runner makes a fresh instance for every example.
    public required init() {}

    /// Declares the examples of the spec. Runs once per example, along its path.
    open class func spec() {}

    /// Declares the hooks of the run's `QuickConfiguration`s, then calls the class's `spec()`.
    override open func spec() {
        QuickConfigurationRegistry.shared.declareConfiguredHooks()
        Self.spec()
    }
}
