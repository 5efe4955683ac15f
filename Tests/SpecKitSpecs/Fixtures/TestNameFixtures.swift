import SpecKit

// A fixture for LaunchHookSpec: examples whose names need making into test names, two alike and
// one failing. It declares no example unless SPECKIT_FIXTURES=1, which only that spec sets, when
// it runs this test bundle again in a child process.

final class TestNameFixtureSpec: Spec {
    override func spec() {
        guard runningFixtures else { return }
        describe("Stack") {
            it("pushes, then pops") { expect(1) == 1 }
            it("pushes, then pops") { expect(2) == 2 }
            context("when empty (no values)") {
                it("has no top/peek") { expect("top") == "none" }
            }
            xit("peeks") {}
        }
    }
}
