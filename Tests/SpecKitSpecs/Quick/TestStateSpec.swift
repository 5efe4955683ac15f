import SpecKit
import Synchronization

/// An object whose release a sample watches.
private final class Tracked: Sendable {}

/// A weak reference that an example fills and a later one reads.
private final class WeakBox: Sendable {
    private let reference = Mutex<WeakReference>(WeakReference())

    private struct WeakReference: @unchecked Sendable {
        weak var object: Tracked?
    }

    var object: Tracked? { reference.withLock { $0.object } }

    func hold(_ object: Tracked?) { reference.withLock { $0.object = object } }
}

/// `@TestState` in a Quick spec. The file imports SpecKit: Swift 6 refuses a wrapped local variable
/// captured by the main-actor closures of `import Quick`.
private final class QuickTestStateSample: SampleQuickSpec, IsolatedSpec {
    static let log = Log()
    static let previous = WeakBox()

    override class func spec() {
        describe("without an initial value") {
            @TestState var count: Int!

            it("starts nil, and is set by the example") {
                log.add("first \(String(describing: count))")
                count = 1
                log.add("set \(String(describing: count))")
            }
            it("is nil again in the next example") { log.add("next \(String(describing: count))") }
        }

        describe("with an initial value") {
            @TestState var items = [1]
            beforeEach { log.add("beforeEach \(String(describing: items))") }
            afterEach { log.add("afterEach \(String(describing: items))") }

            it("has it in the example, and changes it") {
                items = (items ?? []) + [2]
                log.add("changed \(String(describing: items))")
            }
            it("has the initial value again in the next example") { log.add("again \(String(describing: items))") }
        }

        describe("with Quick's initial-value form") {
            @TestState(Tracked()) var object: Tracked!

            it("makes the value before the example") { previous.hold(object) }
            it("releases the value of the example before") { log.add("released \(previous.object == nil)") }
        }
    }
}

/// `@TestState` in a spec that is not Quick's: reset by its afterEach.
private final class PlainTestStateSample: SampleSpec, IsolatedSpec {
    static let log = Log()

    override func spec() {
        describe("a plain spec") {
            @TestState var name = "initial"
            afterEach { Self.log.add("same group, declared after it: \(String(describing: name))") }

            context("nested") {
                afterEach { Self.log.add("nested group: \(String(describing: name))") }

                it("has the initial value") {
                    Self.log.add("example \(String(describing: name))")
                    name = "changed"
                }
            }
        }
    }
}

/// Quick 7.3's `@TestState`: set before each example, reset after it.
final class TestStateSpec: Spec {
    override func spec() {
        describe("@TestState") {
            it("is nil before each example without an initial value, whatever the example before set") {
                _ = await SpecRunner.run(QuickTestStateSample.self)
                expect(QuickTestStateSample.log.all).to(contain("first nil", "set Optional(1)", "next nil"))
            }

            it("holds the initial value from the first beforeEach declared after it to the last afterEach, made anew each time") {
                let report = await SpecRunner.run(QuickTestStateSample.self)
                expect(report.failed.map(\.name)) == []
                let withValue = QuickTestStateSample.log.all.filter { !$0.hasPrefix("first") && !$0.hasPrefix("set") && !$0.hasPrefix("next") }
                expect(withValue.prefix(5)) == [
                    "beforeEach Optional([1])", "changed Optional([1, 2])", "afterEach Optional([1, 2])",
                    "beforeEach Optional([1])", "again Optional([1])",
                ]
            }

            it("releases the value after the example") {
                _ = await SpecRunner.run(QuickTestStateSample.self)
                expect(QuickTestStateSample.log.all).to(contain("released true"))
            }

            it("in a spec that is not Quick's, resets the value in an afterEach declared where it is") {
                let report = await SpecRunner.run(PlainTestStateSample.self)
                expect(report.failed.map(\.name)) == []
                expect(PlainTestStateSample.log.all) == [
                    "example Optional(\"initial\")", "nested group: Optional(\"changed\")", "same group, declared after it: nil",
                ]
            }
        }
    }
}
