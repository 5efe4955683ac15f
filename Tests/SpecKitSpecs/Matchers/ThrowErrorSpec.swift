import SpecKit

private enum ThrownSample: Error, Equatable {
    case laugh
    case cry
    case coded(Int)

    var code: Int {
        if case let .coded(code) = self { return code }
        return 0
    }
}

private struct OtherError: Error {}

final class ThrowErrorSpec: Spec {
    override func spec() {
        describe("throwError()") {
            it("passes when the expression throws") {
                await expectNoFailures { expect { throw ThrownSample.laugh }.to(throwError()) }
                await expectNoFailures { expect { () }.toNot(throwError()) }
            }
            it("fails when nothing is thrown") {
                await expectFailures("expected to throw any error, got no error") { expect { () }.to(throwError()) }
            }
            it("fails toNot when something is thrown") {
                await expectFailures("expected to not throw any error, got <laugh>") { expect { throw ThrownSample.laugh }.toNot(throwError()) }
            }
            it("treats a nil value as no error") {
                await expectFailures("expected to throw any error, got no error") { expect(nil as Int?).to(throwError()) }
            }
            it("works on closures that return a value") {
                await expectFailures("expected to throw any error, got no error") { expect { 3 }.to(throwError()) }
            }
        }

        describe("throwError(error)") {
            it("passes for an equal error") {
                await expectNoFailures { expect { throw ThrownSample.coded(3) }.to(throwError(ThrownSample.coded(3))) }
                await expectNoFailures { expect { throw ThrownSample.coded(3) }.toNot(throwError(ThrownSample.coded(4))) }
            }
            it("fails for another error with both errors in the message") {
                await expectFailures("expected to throw error <cry>, got <laugh>") { expect { throw ThrownSample.laugh }.to(throwError(ThrownSample.cry)) }
            }
            it("fails when nothing is thrown") {
                await expectFailures("expected to throw error <cry>, got no error") { expect { () }.to(throwError(ThrownSample.cry)) }
            }
            it("fails toNot for the same error") {
                await expectFailures("expected to not throw error <laugh>, got <laugh>") { expect { throw ThrownSample.laugh }.toNot(throwError(ThrownSample.laugh)) }
            }
            it("runs the closure on the matching error and fails with its failures") {
                await expectFailures("expected to equal <4>, got <3>", "expected to throw error <coded(3)> that satisfies block, got <coded(3)>") { expect { throw ThrownSample.coded(3) }.to(throwError(ThrownSample.coded(3)) { error in expect(error.code) == 4 }) }
            }
        }

        describe("throwError(errorType:)") {
            it("passes for an error of the type") {
                await expectNoFailures { expect { throw ThrownSample.cry }.to(throwError(errorType: ThrownSample.self)) }
                await expectNoFailures { expect { throw OtherError() }.toNot(throwError(errorType: ThrownSample.self)) }
            }
            it("fails for an error of another type") {
                await expectFailures("expected to throw error from type <ThrownSample>, got <OtherError()>") { expect { throw OtherError() }.to(throwError(errorType: ThrownSample.self)) }
            }
            it("fails when nothing is thrown") {
                await expectFailures("expected to throw error from type <ThrownSample>, got no error") { expect { () }.to(throwError(errorType: ThrownSample.self)) }
            }
        }

        describe("throwError(closure:)") {
            it("passes when the closure's expectations pass") {
                await expectNoFailures { expect { throw ThrownSample.coded(3) }.to(throwError { (error: ThrownSample) in expect(error.code) == 3 }) }
            }
            it("reports the closure's failures, then its own") {
                await expectFailures("expected to equal <4>, got <3>", "expected to throw error from type <ThrownSample> that satisfies block, got <coded(3)>") { expect { throw ThrownSample.coded(3) }.to(throwError { (error: ThrownSample) in expect(error.code) == 4 }) }
            }
            it("fails for an error of another type without running the closure") {
                await expectFailures("expected to throw error from type <ThrownSample> that satisfies block, got <OtherError()>") { expect { throw OtherError() }.to(throwError { (_: ThrownSample) in fail("ran") }) }
            }
            it("accepts any error when the closure takes any Error") {
                await expectNoFailures { expect { throw OtherError() }.to(throwError { (error: any Error) in expect(error).to(beAKindOf(OtherError.self)) }) }
                await expectFailures("expected to throw error that satisfies block, got no error") { expect { () }.to(throwError { (_: any Error) in }) }
            }
        }
    }
}
