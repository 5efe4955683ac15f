import SpecKit

final class EndWithSpec: Spec {
    override func spec() {
        describe("endWith") {
            it("passes for the last element or the suffix") {
                await expectNoFailures { expect([1, 2, 3]).to(endWith(3)) }
                await expectNoFailures { expect("batman").to(endWith("man")) }
                await expectNoFailures { expect([1, 2]).toNot(endWith(1)) }
                await expectNoFailures { expect([Int]()).toNot(endWith(1)) }
            }
            it("fails for another last element or suffix") {
                await expectFailures("expected to end with <2>, got <[1, 2, 3]>") { expect([1, 2, 3]).to(endWith(2)) }
                await expectFailures("expected to end with <atm>, got <batman>") { expect("batman").to(endWith("atm")) }
            }
            it("fails toNot for the last element or the suffix") {
                await expectFailures("expected to not end with <3>, got <[1, 2, 3]>") { expect([1, 2, 3]).toNot(endWith(3)) }
                await expectFailures("expected to not end with <man>, got <batman>") { expect("batman").toNot(endWith("man")) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to end with <2>, got <nil> (use beNil() to match nils)") { expect(nil as [Int]?).to(endWith(2)) }
                await expectFailures("expected to not end with <2>, got <nil> (use beNil() to match nils)") { expect(nil as [Int]?).toNot(endWith(2)) }
            }
        }
    }
}
