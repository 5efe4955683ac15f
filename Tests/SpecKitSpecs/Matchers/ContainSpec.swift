import SpecKit

private struct Permissions: OptionSet {
    let rawValue: Int
    static let read = Permissions(rawValue: 1)
    static let write = Permissions(rawValue: 2)
    static let execute = Permissions(rawValue: 4)
}

final class ContainSpec: Spec {
    override func spec() {
        describe("contain on arrays") {
            it("passes when every item is there") {
                await expectNoFailures { expect([1, 2, 3]).to(contain(1, 3)) }
                await expectNoFailures { expect(["a", "b"]).to(contain(["b"])) }
                await expectNoFailures { expect([1, 2, 3]).toNot(contain(4)) }
            }
            it("fails when an item is missing") {
                await expectFailures("expected to contain <a, bar>, got <[a, b, c]>") { expect(["a", "b", "c"]).to(contain("a", "bar")) }
            }
            it("fails toNot when the items are there") {
                await expectFailures("expected to not contain <b>, got <[a, b, c]>") { expect(["a", "b", "c"]).toNot(contain("b")) }
            }
            it("fails both ways for nil, with the beNil hint") {
                await expectFailures("expected to contain <bar>, got <nil> (use beNil() to match nils)") { expect(nil as [String]?).to(contain("bar")) }
                await expectFailures("expected to not contain <b>, got <nil> (use beNil() to match nils)") { expect(nil as [String]?).toNot(contain("b")) }
            }
        }

        describe("contain on sets and option sets") {
            it("passes when every item is there") {
                await expectNoFailures { expect(Set([1, 2])).to(contain(2)) }
                await expectNoFailures { expect([.read, .write] as Permissions).to(contain(.write)) }
                await expectNoFailures { expect([.read] as Permissions).toNot(contain(.execute)) }
            }
            it("fails with the set's description") {
                await expectFailures("expected to contain <4>, got <Set([1])>") { expect(Set([1])).to(contain(4)) }
                await expectFailures("expected to contain <Permissions(rawValue: 4)>, got <Permissions(rawValue: 3)>") { expect([.read, .write] as Permissions).to(contain(.execute)) }
            }
        }

        describe("contain on strings") {
            it("passes when every substring is there") {
                await expectNoFailures { expect("people roulette").to(contain("roul", "people")) }
                await expectNoFailures { expect("foo").toNot(contain("bar")) }
            }
            it("fails when a substring is missing") {
                await expectFailures("expected to contain <bar>, got <foo>") { expect("foo").to(contain("bar")) }
            }
            it("fails toNot when a substring is there") {
                await expectFailures("expected to not contain <oo>, got <foo>") { expect("foo").toNot(contain("oo")) }
            }
            it("never finds the empty string") {
                await expectFailures("expected to contain <>, got <foo>") { expect("foo").to(contain("")) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to contain <a>, got <nil> (use beNil() to match nils)") { expect(nil as String?).to(contain("a")) }
            }
        }
    }
}
