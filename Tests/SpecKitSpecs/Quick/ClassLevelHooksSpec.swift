import SpecKit

/// What the class-level hooks of the sample saw, in order.
private let classLevelLog = Log()

/// A Quick spec class with XCTest's class-level `setUp()` and `tearDown()`, as Quick's own
/// `AfterSuiteTests` overrides them.
final class ClassLevelHooksSample: SampleQuickSpec, IsolatedSpec {
    override class func spec() {
        beforeSuite { classLevelLog.add("beforeSuite") }
        afterSuite { classLevelLog.add("afterSuite") }
        it("one") { classLevelLog.add("one") }
        it("two") { classLevelLog.add("two") }
    }

    override class func setUp() { classLevelLog.add("class setUp") }
    override class func tearDown() { classLevelLog.add("class tearDown") }
}

/// XCTest's class-level hooks of a Quick spec class run once, around the class's examples.
final class ClassLevelHooksSpec: Spec {
    override func spec() {
        describe("a QuickSpec's class setUp() and tearDown()") {
            it("run once, before beforeSuite and after afterSuite") {
                _ = await SpecRunner.run(ClassLevelHooksSample.self)
                expect(classLevelLog.all) == ["class setUp", "beforeSuite", "one", "two", "afterSuite", "class tearDown"]
            }
        }
    }
}
