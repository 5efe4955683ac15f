import SpecKit

final class BeBooleanSpec: Spec {
    override func spec() {
        describe("beTrue") {
            it("passes for true") {
                await expectNoFailures { expect(true).to(beTrue()) }
                await expectNoFailures { expect(false).toNot(beTrue()) }
            }
            it("fails for false") {
                await expectFailures("expected to be true, got <false>") { expect(false).to(beTrue()) }
                await expectFailures("expected to not be true, got <true>") { expect(true).toNot(beTrue()) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to be true, got <nil> (use beNil() to match nils)") { expect(nil as Bool?).to(beTrue()) }
                await expectFailures("expected to not be true, got <nil> (use beNil() to match nils)") { expect(nil as Bool?).toNot(beTrue()) }
            }
        }

        describe("beFalse") {
            it("passes for false") {
                await expectNoFailures { expect(false).to(beFalse()) }
                await expectNoFailures { expect(true).toNot(beFalse()) }
            }
            it("fails for true") {
                await expectFailures("expected to be false, got <true>") { expect(true).to(beFalse()) }
                await expectFailures("expected to not be false, got <false>") { expect(false).toNot(beFalse()) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to be false, got <nil> (use beNil() to match nils)") { expect(nil as Bool?).to(beFalse()) }
            }
        }
    }
}
