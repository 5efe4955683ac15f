import Dispatch
import Foundation
import SpecKit
import XCTest

// Fixtures for SilentGreenSpec: spec classes written as a Quick user would write them, each one a
// way a failing or unrun spec could pass silently. They declare no example unless
// SPECKIT_FIXTURES=1, which only SilentGreenSpec sets, when it runs this test bundle again in a
// child process; in the project's own run they have nothing to run.

/// `QuickSpec` under a name the plugin does not follow: a spec class of a test target that has no
/// plugin, as far as the plugin can tell.
typealias SpecWithoutThePlugin = QuickSpec

/// (a) A spec class no plugin found.
final class UnpluggedFixtureSpec: SpecWithoutThePlugin {
    override class func spec() {
        guard runningFixtures else { return }
        it("would fail if it ran") { expect(1) == 2 }
    }
}

/// (b) XCTest's assertions inside examples.
final class XCTAssertFixtureSpec: QuickSpec {
    override class func spec() {
        guard runningFixtures else { return }
        describe("XCTest assertions") {
            it("fail with XCTAssertEqual") { XCTAssertEqual(1, 2) }
            it("fail with XCTFail") { XCTFail("failed by XCTFail") }
        }
    }
}

/// (c) Expectations in callbacks that no task-local value reaches.
final class CallbackFixtureSpec: QuickSpec {
    override class func spec() {
        guard runningFixtures else { return }
        describe("a callback") {
            it("fails on a dispatch queue") {
                let group = DispatchGroup()
                group.enter()
                DispatchQueue.global().async {
                    expect(1) == 2
                    group.leave()
                }
                group.wait()
            }
            it("fails on a dispatch queue inside waitUntil") {
                await waitUntil { done in
                    DispatchQueue.global().async {
                        expect("late") == "on time"
                        done()
                    }
                }
            }
        }
    }
}

/// (d) A task that fails after its example ended.
final class LateTaskFixtureSpec: QuickSpec {
    override class func spec() {
        guard runningFixtures else { return }
        describe("a task") {
            it("outlives its example") {
                Task {
                    try? await Task.sleep(for: .milliseconds(50))
                    expect("after the end") == "within the example"
                }
            }
            it("is followed by a slower example") {
                try? await Task.sleep(for: .milliseconds(300))
            }
        }
    }
}

/// (e) A spec class that inherits from a base spec class of the target.
class BaseFixtureSpec: QuickSpec {
    class var subject: Int { 1 }
}

final class DerivedFixtureSpec: BaseFixtureSpec {
    override class func spec() {
        guard runningFixtures else { return }
        it("runs as a subclass of a base spec") { expect(subject) == 2 }
    }
}

/// (f) Shared examples under a name no one declared.
final class UnknownBehaviorFixtureSpec: QuickSpec {
    override class func spec() {
        guard runningFixtures else { return }
        describe("a typo") {
            itBehavesLike("a behaviour no one declared")
        }
    }
}
