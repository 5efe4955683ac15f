import Dispatch
import SpecKit

// Fixtures for CrashAndHangSpec: an example that crashes the process and one that never ends.
// They declare no example unless SPECKIT_FIXTURES=1, which only CrashAndHangSpec sets, when it
// runs this test bundle again in a child process.

/// An example that takes the process down, as an index out of range does.
final class CrashFixtureSpec: Spec {
    override func spec() {
        guard runningFixtures else { return }
        describe("a crash") {
            it("passes first") { expect(1) == 1 }
            it("reads past the end of an array") {
                let values = [1, 2, 3]
                let index = values.count + Int(expectedCrashIndexOffset())
                expect(values[index]) == 0
            }
        }
    }
}

/// An example that never ends, as a wait for a callback that never comes does.
final class HangFixtureSpec: Spec {
    override func spec() {
        guard runningFixtures else { return }
        describe("a hang") {
            it("waits for ever") { DispatchSemaphore(value: 0).wait() }
        }
    }
}

/// Zero, from a function the optimiser does not see through, so the crash happens at run time.
@inline(never) private func expectedCrashIndexOffset() -> UInt8 { 0 }
