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
/// As in Quick, `spec()` runs once, and a `var` declared in a `describe` is shared by its examples
/// unless a `beforeEach` assigns it (see <doc:FromQuickAndNimble>).
open class QuickSpec: Spec {
    /// Creates a spec; the runner makes one instance per spec class.
    public required init() {}

    /// Declares the examples of the spec (Quick 7's form). Runs once per spec class.
    open class func spec() {}

    /// Runs once before the first example of the class, as XCTest runs a test case class's
    /// `setUp()` (before `beforeSuite`).
    open class func setUp() {}

    /// Runs once after the last example of the class, as XCTest runs a test case class's
    /// `tearDown()` (after `afterSuite`).
    open class func tearDown() {}

    /// The spec instance the running example belongs to (Quick's `QuickSpec.current`); nil
    /// outside an example of a `QuickSpec`.
    public static var current: QuickSpec! { QuickSpecCurrent.instance as? QuickSpec }

    /// Accepted for XCTest's API, where a spec is a test case; SpecKit goes on after a failed
    /// expectation or XCTest assertion, as Nimble's expectations do, whatever its value.
    public var continueAfterFailure = true

    /// The example's XCTest expectations and teardown blocks.
    let xcTestState = XCTestCaseState()

    /// Declares the hooks of the run's `QuickConfiguration`s, then calls the class's `spec()`.
    /// Quick 6 specs override this one instead (and then do without the configured hooks).
    override open func spec() {
        SpecBuilder.current?.quickInstance = self
        QuickConfigurationRegistry.shared.declareConfiguredHooks()
        Self.spec()
        let state = xcTestState
        SpecKit.afterEach { state.runTeardownBlocks() }
    }
}

/// The Quick spec instance of the running example, behind `QuickSpec.current` and `AsyncSpec.current`.
enum QuickSpecCurrent {
    /// The instance, in a box: an example's instance is used by that example alone, one step at a
    /// time, so handing it to the example's task is safe although `Spec` is not `Sendable`.
    final class Box: @unchecked Sendable {
        let spec: Spec
        init(_ spec: Spec) { self.spec = spec }
    }

    @TaskLocal static var box: Box?

    static var instance: Spec? { box?.spec }

    /// The teardown blocks and XCTest expectations of the running example's Quick spec instance.
    static var xcTestState: XCTestCaseState? {
        switch instance {
        case let spec as QuickSpec: spec.xcTestState
        case let spec as AsyncSpec: spec.xcTestState
        default: nil
        }
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
    /// Creates a spec; the runner makes one instance per spec class.
    public required init() {}

    /// Declares the examples of the spec. Runs once per spec class.
    open class func spec() {}

    /// Runs once before the first example of the class, as XCTest runs a test case class's
    /// `setUp()` (before `beforeSuite`).
    open class func setUp() {}

    /// Runs once after the last example of the class, as XCTest runs a test case class's
    /// `tearDown()` (after `afterSuite`).
    open class func tearDown() {}

    /// The spec instance the running example belongs to (Quick's `AsyncSpec.current`); nil
    /// outside an example of an `AsyncSpec`.
    public static var current: AsyncSpec! { QuickSpecCurrent.instance as? AsyncSpec }

    /// Accepted for XCTest's API, where a spec is a test case; SpecKit goes on after a failed
    /// expectation or XCTest assertion, as Nimble's expectations do, whatever its value.
    public var continueAfterFailure = true

    /// The example's teardown blocks.
    let xcTestState = XCTestCaseState()

    /// Declares the hooks of the run's `QuickConfiguration`s, then calls the class's `spec()`.
    override open func spec() {
        SpecBuilder.current?.quickInstance = self
        QuickConfigurationRegistry.shared.declareConfiguredHooks()
        Self.spec()
        let state = xcTestState
        SpecKit.afterEach { state.runTeardownBlocks() }
    }
}

/// The class-level `setUp()` and `tearDown()` of XCTest that Quick's spec classes have.
protocol ClassLevelHooks: Spec {
    static func setUp()
    static func tearDown()
}

extension QuickSpec: ClassLevelHooks {}
extension AsyncSpec: ClassLevelHooks {}
