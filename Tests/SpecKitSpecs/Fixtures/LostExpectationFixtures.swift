import Foundation
import SpecKit
import Testing
import XCTest

// Fixtures for UnattendedFailureSpec: each makes a failing SpecKit expectation outside any SpecKit
// example. They do nothing unless SPECKIT_FIXTURES=1, which only that spec sets, when it runs this
// test bundle again in a child process; in the project's own run they pass without a word.

/// Whether this process was started by UnattendedFailureSpec to run a fixture.
let runningFixtures = ProcessInfo.processInfo.environment["SPECKIT_FIXTURES"] == "1"

@Suite("SpecKit fixtures (run by UnattendedFailureSpec)")
struct LostExpectationFixtures {
    @Test(.enabled(if: runningFixtures))
    func failingExpectInsideATest() {
        expect(1 + 1).to(equal(3))
    }

    @Test(.enabled(if: runningFixtures))
    func failingExpectInADetachedTask() async {
        await Task.detached { _ = expect("lost").to(equal("found")) }.value
    }
}

final class LostExpectationXCTestFixtures: XCTestCase {
    func testFailingExpectInsideAnXCTestMethod() {
        guard runningFixtures else { return }
        expect(2 + 2).to(equal(5))
    }

    func testSecondFailingExpectInsideAnXCTestMethod() {
        guard runningFixtures else { return }
        expect([1]).to(beEmpty())
    }
}
