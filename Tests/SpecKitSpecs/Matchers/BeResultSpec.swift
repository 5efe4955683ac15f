import SpecKit

private struct StubError: Error, Equatable, CustomStringConvertible {
    var description: String { "StubError" }
}

/// beSuccess and beFailure.
final class BeResultSpec: Spec {
    override func spec() {
        let success: Result<Int, any Error> = .success(1)
        let failure: Result<Int, any Error> = .failure(StubError())

        describe("beSuccess") {
            it("passes for a success") {
                await expectNoFailures { expect(success).to(beSuccess()) }
                await expectNoFailures { expect(failure).toNot(beSuccess()) }
            }
            it("fails for a failure") {
                await expectFailures("expected to be <success(Int)>, got <failure(StubError)>") { expect(failure).to(beSuccess()) }
            }
            it("fails toNot for a success") {
                await expectFailures("expected to not be <success(Int)>, got <success(1)>") { expect(success).toNot(beSuccess()) }
            }
            it("runs the closure on the value and fails with its failures") {
                await expectNoFailures { expect(success).to(beSuccess { value in expect(value) == 1 }) }
                await expectFailures("expected to equal <2>, got <1>", "expected to be <success(Int)> that satisfies block, got <success(1)>") { expect(success).to(beSuccess { value in expect(value) == 2 }) }
            }
            it("compares the value") {
                await expectNoFailures { expect(success).to(beSuccess(1)) }
                await expectFailures("expected to be <success(Int)> that equals 2, got <success(1)>") { expect(success).to(beSuccess(2)) }
                await expectFailures("expected to be <success(Int)> that equals 1, got <failure(StubError)>") { expect(failure).to(beSuccess(1)) }
            }
            it("applies a matcher to the value, with its message on a second line") {
                await expectNoFailures { expect(success).to(beSuccess(beLessThan(2))) }
                await expectFailures("expected to be <success(Int)> that satisfies matcher, got <success(1)>\nexpected to equal <2>, got 1") { expect(success).to(beSuccess(equal(2))) }
                await expectFailures("expected to be <success(Int)> that satisfies matcher, got <failure(StubError)>") { expect(failure).to(beSuccess(equal(1))) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to be <success(Int)>, got <nil> (use beNil() to match nils)") { expect(nil as Result<Int, any Error>?).to(beSuccess()) }
                await expectFailures("expected to not be <success(Int)>, got <nil> (use beNil() to match nils)") { expect(nil as Result<Int, any Error>?).toNot(beSuccess()) }
            }
        }

        describe("beFailure") {
            it("passes for a failure") {
                await expectNoFailures { expect(failure).to(beFailure()) }
                await expectNoFailures { expect(success).toNot(beFailure()) }
            }
            it("fails for a success") {
                await expectFailures("expected to be <failure(Error)>, got <success(1)>") { expect(success).to(beFailure()) }
            }
            it("fails toNot for a failure") {
                await expectFailures("expected to not be <failure(Error)>, got <failure(StubError)>") { expect(failure).toNot(beFailure()) }
            }
            it("runs the closure on the error and fails with its failures") {
                await expectNoFailures { expect(failure).to(beFailure { error in expect(error is StubError).to(beTrue()) }) }
                await expectFailures("expected to be true, got <false>", "expected to be <failure(Error)> that satisfies block, got <failure(StubError)>") { expect(failure).to(beFailure { error in expect(error is CancellationError).to(beTrue()) }) }
            }
            it("applies a matcher to the error") {
                await expectNoFailures { expect(failure).to(beFailure(beAKindOf(StubError.self))) }
                await expectFailures("expected to be <failure(Error)> that satisfies matcher, got <failure(StubError)>\nexpected to be a kind of CancellationError, got <StubError instance>") { expect(failure).to(beFailure(beAKindOf(CancellationError.self))) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to be <failure(Error)>, got <nil> (use beNil() to match nils)") { expect(nil as Result<Int, any Error>?).to(beFailure()) }
            }
        }
    }
}
