import SpecKit

final class BeginWithSpec: Spec {
    override func spec() {
        describe("beginWith") {
            it("passes for the first element or the prefix") {
                await expectNoFailures { expect([1, 2, 3]).to(beginWith(1)) }
                await expectNoFailures { expect("batman").to(beginWith("bat")) }
                await expectNoFailures { expect([1, 2]).toNot(beginWith(2)) }
                await expectNoFailures { expect([Int]()).toNot(beginWith(1)) }
            }
            it("fails for another first element or prefix") {
                await expectFailures("expected to begin with <2>, got <[1, 2, 3]>") { expect([1, 2, 3]).to(beginWith(2)) }
                await expectFailures("expected to begin with <atm>, got <batman>") { expect("batman").to(beginWith("atm")) }
            }
            it("fails toNot for the first element or the prefix") {
                await expectFailures("expected to not begin with <1>, got <[1, 2, 3]>") { expect([1, 2, 3]).toNot(beginWith(1)) }
                await expectFailures("expected to not begin with <bat>, got <batman>") { expect("batman").toNot(beginWith("bat")) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to begin with <b>, got <nil> (use beNil() to match nils)") { expect(nil as String?).to(beginWith("b")) }
                await expectFailures("expected to not begin with <1>, got <nil> (use beNil() to match nils)") { expect(nil as [Int]?).toNot(beginWith(1)) }
            }
        }
    }
}
