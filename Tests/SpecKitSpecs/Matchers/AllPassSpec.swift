import SpecKit

final class AllPassSpec: Spec {
    override func spec() {
        describe("allPass with a condition") {
            it("passes when every element passes") {
                await expectNoFailures { expect([1, 2, 3]).to(allPass { $0 < 4 }) }
                await expectNoFailures { expect(Set([1, 2])).to(allPass { $0 > 0 }) }
                await expectNoFailures { expect([Int]()).to(allPass { _ in false }) }
                await expectNoFailures { expect([1, 2, 3]).toNot(allPass { $0 < 3 }) }
            }
            it("fails at the first element that does not pass") {
                await expectFailures("expected to all pass a condition, but failed first at element <3> in <[1, 2, 3, 4]>") { expect([1, 2, 3, 4]).to(allPass { $0 < 3 }) }
                await expectFailures("expected to all be something, but failed first at element <3> in <[1, 2, 3, 4]>") { expect([1, 2, 3, 4]).to(allPass("be something") { $0 < 3 }) }
            }
            it("fails toNot when every element passes") {
                await expectFailures("expected to not all pass a condition") { expect([1, 2, 3, 4]).toNot(allPass { $0 < 5 }) }
                await expectFailures("expected to not all be something") { expect([1, 2]).toNot(allPass("be something") { $0 < 5 }) }
            }
        }

        describe("allPass with a matcher") {
            it("passes when every element matches") {
                await expectNoFailures { expect([1, 2, 3]).to(allPass(beLessThan(4))) }
            }
            it("fails at the first element that does not match") {
                await expectFailures("expected to all be less than <3>, but failed first at element <3> in <[1, 2, 3, 4]>") { expect([1, 2, 3, 4]).to(allPass(beLessThan(3))) }
            }
            it("fails toNot when every element matches") {
                await expectFailures("expected to not all be less than <5>") { expect([1, 2, 3, 4]).toNot(allPass(beLessThan(5))) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to all pass (use beNil() to match nils)") { expect(nil as [Int]?).to(allPass(beLessThan(5))) }
                await expectFailures("expected to not all pass (use beNil() to match nils)") { expect(nil as [Int]?).toNot(allPass(beLessThan(5))) }
            }
        }
    }
}
