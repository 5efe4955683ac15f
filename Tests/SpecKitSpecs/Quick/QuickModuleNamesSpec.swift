import Nimble
import Quick

/// A Quick 7 spec file as Quick and Nimble users write it, with their imports and their
/// module-qualified names, compiled against SpecKit's `Quick` and `Nimble` modules.
final class QuickModuleNamesSpec: Quick.QuickSpec {
    override class func spec() {
        describe("Nimble's module-qualified names") {
            it("reads the polling defaults") {
                // Other specs of the run may change them: only their being there is checked.
                expect(Nimble.PollingDefaults.timeout) > .zero
                expect(Nimble.PollingDefaults.pollInterval) > .zero
            }

            it("takes a NimbleTimeInterval for polling") {
                let timeout: NimbleTimeInterval = .milliseconds(200)
                var polls = 0
                expect {
                    polls += 1
                    return polls
                }.toEventually(Nimble.beGreaterThan(2), timeout: timeout, pollInterval: .milliseconds(1))
            }
        }

        describe("QuickSpec.current") {
            it("is the instance of the running example") {
                expect(QuickSpec.current).to(beAKindOf(QuickModuleNamesSpec.self))
            }

            it("is not an AsyncSpec's") {
                expect(AsyncSpec.current).to(beNil())
            }
        }
    }
}
