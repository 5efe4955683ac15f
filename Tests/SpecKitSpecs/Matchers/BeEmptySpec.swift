import SpecKit

private struct Flags: OptionSet {
    let rawValue: Int
    static let one = Flags(rawValue: 1)
}

final class BeEmptySpec: Spec {
    override func spec() {
        describe("beEmpty") {
            it("passes for empty arrays, dictionaries, sets, option sets and strings") {
                await expectNoFailures { expect([Int]()).to(beEmpty()) }
                await expectNoFailures { expect([String: Int]()).to(beEmpty()) }
                await expectNoFailures { expect(Set<Int>()).to(beEmpty()) }
                await expectNoFailures { expect([] as Flags).to(beEmpty()) }
                await expectNoFailures { expect("").to(beEmpty()) }
                await expectNoFailures { expect([1]).toNot(beEmpty()) }
            }
            it("fails for a value with elements") {
                await expectFailures("expected to be empty, got <[1]>") { expect([1]).to(beEmpty()) }
                await expectFailures("expected to be empty, got <[1: 1]>") { expect([1: 1]).to(beEmpty()) }
                await expectFailures("expected to be empty, got <Set([1])>") { expect(Set([1])).to(beEmpty()) }
                await expectFailures("expected to be empty, got <Flags(rawValue: 1)>") { expect(Flags.one).to(beEmpty()) }
                await expectFailures("expected to be empty, got <foo>") { expect("foo").to(beEmpty()) }
            }
            it("fails toNot for an empty value") {
                await expectFailures("expected to not be empty, got <[]>") { expect([Int]()).toNot(beEmpty()) }
                await expectFailures("expected to not be empty, got <[:]>") { expect([Int: Int]()).toNot(beEmpty()) }
                await expectFailures("expected to not be empty, got <>") { expect("").toNot(beEmpty()) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to be empty, got <nil> (use beNil() to match nils)") { expect(nil as [Int]?).to(beEmpty()) }
                await expectFailures("expected to not be empty, got <nil> (use beNil() to match nils)") { expect(nil as String?).toNot(beEmpty()) }
            }
        }
    }
}
