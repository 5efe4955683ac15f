import SpecKit

private struct Point: Equatable {
    let x: Int
    let y: Int
}

final class EqualSpec: Spec {
    override func spec() {
        describe("equal") {
            it("passes for equal values of any Equatable type") {
                await expectNoFailures { expect(3).to(equal(3)) }
                await expectNoFailures { expect("hello").to(equal("hello")) }
                await expectNoFailures { expect(Point(x: 1, y: 2)).to(equal(Point(x: 1, y: 2))) }
                await expectNoFailures { expect([1, 2]).to(equal([1, 2])) }
                await expectNoFailures { expect(["a": 1]).to(equal(["a": 1])) }
                await expectNoFailures { expect([1, nil, 3] as [Int?]).to(equal([1, nil, 3])) }
                await expectNoFailures { expect(3).toNot(equal(4)) }
            }
            it("fails with both values") {
                await expectFailures("expected to equal <world>, got <hello>") { expect("hello").to(equal("world")) }
                await expectFailures("expected to equal <[1, 2]>, got <[1, 2, 3]>") { expect([1, 2, 3]).to(equal([1, 2])) }
                await expectFailures("expected to equal <[\"a\": 2]>, got <[\"a\": 1]>") { expect(["a": 1]).to(equal(["a": 2])) }
                await expectFailures("expected to equal <[Optional(1), nil]>, got <[nil, Optional(2)]>") { expect([nil, 2] as [Int?]).to(equal([1, nil])) }
                await expectFailures("expected to equal <Point(x: 1, y: 3)>, got <Point(x: 1, y: 2)>") { expect(Point(x: 1, y: 2)).to(equal(Point(x: 1, y: 3))) }
            }
            it("fails toNot for equal values") {
                await expectFailures("expected to not equal <hello>, got <hello>") { expect("hello").toNot(equal("hello")) }
                await expectFailures("expected to not equal <1>, got <1>") { expect(1).notTo(equal(1)) }
            }
            it("fails both ways when one side is nil, with the beNil hint") {
                await expectFailures("expected to equal <2>, got <nil> (use beNil() to match nils)") { expect(nil as Int?).to(equal(2)) }
                await expectFailures("expected to not equal <2>, got <nil> (use beNil() to match nils)") { expect(nil as Int?).toNot(equal(2)) }
                await expectFailures("expected to equal <nil>, got <1> (use beNil() to match nils)") { expect(1).to(equal(nil)) }
            }
            it("never matches nil, even with nil, as Nimble does") {
                await expectFailures("expected to equal <nil>, got <nil> (use beNil() to match nils)") { expect(nil as Int?).to(equal(nil)) }
                await expectFailures("expected to not equal <nil>, got <1> (use beNil() to match nils)") { expect(1).toNot(equal(nil)) }
                await expectFailures("expected to not equal <nil>, got <foo> (use beNil() to match nils)") { expect("foo").toNot(equal(nil as String?)) }
                await expectFailures("expected to equal <nil>, got <nil> (use beNil() to match nils)") { expect(nil as [Int]?).to(equal(nil as [Int]?)) }
            }
        }

        describe("equal on sets") {
            it("passes for equal sets") {
                await expectNoFailures { expect(Set([1, 2])).to(equal(Set([2, 1]))) }
                await expectNoFailures { expect(Set([1])) == Set([1]) }
            }
            it("lists the missing and extra elements, sorted") {
                await expectFailures("expected to equal <[1, 2, 3]>, got <[2, 3]>, missing <[1]>") { expect(Set([2, 3])).to(equal(Set([1, 2, 3]))) }
                await expectFailures("expected to equal <[1, 2, 3]>, got <[1, 2, 3, 4]>, extra <[4]>") { expect(Set([1, 2, 3, 4])) == Set([1, 2, 3]) }
                await expectFailures("expected to equal <[1, 2, 3]>, got <[2, 3, 4]>, missing <[1]>, extra <[4]>") { expect(Set([2, 3, 4])).to(equal(Set([1, 2, 3]))) }
            }
            it("fails toNot for equal sets") {
                await expectFailures("expected to not equal <[1, 2, 3]>, got <[1, 2, 3]>") { expect(Set([1, 2, 3])).toNot(equal(Set([1, 2, 3]))) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to equal <[1]>, got <nil> (use beNil() to match nils)") { expect(nil as Set<Int>?).to(equal(Set([1]))) }
            }
        }

        describe("the == and != operators") {
            it("pass and fail like equal") {
                await expectNoFailures { expect(1 + 1) == 2 }
                await expectNoFailures { expect(1 + 1) != 3 }
                await expectFailures("expected to equal <3>, got <2>") { expect(1 + 1) == 3 }
                await expectFailures("expected to not equal <2>, got <2>") { expect(1 + 1) != 2 }
            }
            it("compare with nil") {
                await expectNoFailures { expect(nil as Int?) == nil }
                await expectNoFailures { expect(1 as Int?) != nil }
                await expectFailures("expected to be nil, got <1>") { expect(1 as Int?) == nil }
            }
        }
    }
}
