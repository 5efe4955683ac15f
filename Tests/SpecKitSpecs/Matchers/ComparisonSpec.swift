import SpecKit

/// beGreaterThan, beGreaterThanOrEqualTo, beLessThan, beLessThanOrEqualTo and their operators.
final class ComparisonSpec: Spec {
    override func spec() {
        describe("beGreaterThan") {
            it("passes for a greater value") {
                await expectNoFailures { expect(3).to(beGreaterThan(2)) }
                await expectNoFailures { expect(2).toNot(beGreaterThan(2)) }
                await expectNoFailures { expect("b") > "a" }
            }
            it("fails for a smaller or equal value") {
                await expectFailures("expected to be greater than <2>, got <0>") { expect(0).to(beGreaterThan(2)) }
                await expectFailures("expected to be greater than <2>, got <1>") { expect(1) > 2 }
            }
            it("fails toNot for a greater value") {
                await expectFailures("expected to not be greater than <0>, got <1>") { expect(1).toNot(beGreaterThan(0)) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to be greater than <-2>, got <nil> (use beNil() to match nils)") { expect(nil as Int?).to(beGreaterThan(-2)) }
                await expectFailures("expected to not be greater than <0>, got <nil> (use beNil() to match nils)") { expect(nil as Int?).toNot(beGreaterThan(0)) }
                await expectFailures("expected to be greater than <nil>, got <1>") { expect(1).to(beGreaterThan(nil)) }
            }
        }

        describe("beGreaterThanOrEqualTo") {
            it("passes for a greater or equal value") {
                await expectNoFailures { expect(2).to(beGreaterThanOrEqualTo(2)) }
                await expectNoFailures { expect(1).toNot(beGreaterThanOrEqualTo(2)) }
                await expectNoFailures { expect(2.5) >= 2.5 }
            }
            it("fails for a smaller value") {
                await expectFailures("expected to be greater than or equal to <2>, got <0>") { expect(0).to(beGreaterThanOrEqualTo(2)) }
                await expectFailures("expected to be greater than or equal to <2>, got <1>") { expect(1) >= 2 }
            }
            it("fails toNot for an equal value") {
                await expectFailures("expected to not be greater than or equal to <1>, got <1>") { expect(1).toNot(beGreaterThanOrEqualTo(1)) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to be greater than or equal to <0>, got <nil> (use beNil() to match nils)") { expect(nil as Int?).to(beGreaterThanOrEqualTo(0)) }
                await expectFailures("expected to not be greater than or equal to <0>, got <nil> (use beNil() to match nils)") { expect(nil as Int?).toNot(beGreaterThanOrEqualTo(0)) }
            }
        }

        describe("beLessThan") {
            it("passes for a smaller value") {
                await expectNoFailures { expect(1).to(beLessThan(2)) }
                await expectNoFailures { expect(2).toNot(beLessThan(2)) }
                await expectNoFailures { expect(1) < 2 }
            }
            it("fails for a greater or equal value") {
                await expectFailures("expected to be less than <0>, got <2>") { expect(2).to(beLessThan(0)) }
                await expectFailures("expected to be less than <2>, got <2>") { expect(2) < 2 }
            }
            it("fails toNot for a smaller value") {
                await expectFailures("expected to not be less than <1>, got <0>") { expect(0).toNot(beLessThan(1)) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to be less than <2>, got <nil> (use beNil() to match nils)") { expect(nil as Int?).to(beLessThan(2)) }
                await expectFailures("expected to not be less than <2>, got <nil> (use beNil() to match nils)") { expect(nil as Int?).toNot(beLessThan(2)) }
            }
        }

        describe("beLessThanOrEqualTo") {
            it("passes for a smaller or equal value") {
                await expectNoFailures { expect(2).to(beLessThanOrEqualTo(2)) }
                await expectNoFailures { expect(3).toNot(beLessThanOrEqualTo(2)) }
                await expectNoFailures { expect(2) <= 2 }
            }
            it("fails for a greater value") {
                await expectFailures("expected to be less than or equal to <0>, got <2>") { expect(2).to(beLessThanOrEqualTo(0)) }
                await expectFailures("expected to be less than or equal to <1>, got <2>") { expect(2) <= 1 }
            }
            it("fails toNot for an equal value") {
                await expectFailures("expected to not be less than or equal to <2>, got <2>") { expect(2).toNot(beLessThanOrEqualTo(2)) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to be less than or equal to <2>, got <nil> (use beNil() to match nils)") { expect(nil as Int?).to(beLessThanOrEqualTo(2)) }
                await expectFailures("expected to not be less than or equal to <2>, got <nil> (use beNil() to match nils)") { expect(nil as Int?).toNot(beLessThanOrEqualTo(2)) }
            }
        }
    }
}
