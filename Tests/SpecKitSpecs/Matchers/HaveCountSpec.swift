import SpecKit

final class HaveCountSpec: Spec {
    override func spec() {
        describe("haveCount") {
            it("passes when the count matches") {
                await expectNoFailures { expect([1, 2, 3]).to(haveCount(3)) }
                await expectNoFailures { expect(["a": 1]).to(haveCount(1)) }
                await expectNoFailures { expect("abc").to(haveCount(3)) }
                await expectNoFailures { expect([1, 2, 3]).toNot(haveCount(1)) }
            }
            it("fails with the type, the count and the full value") {
                await expectFailures("expected to have Array<Int> with count 1, got 3\nActual Value: [1, 2, 3]") { expect([1, 2, 3]).to(haveCount(1)) }
                await expectFailures("expected to have Set<Int> with count 2, got 1\nActual Value: Set([1])") { expect(Set([1])).to(haveCount(2)) }
            }
            it("fails toNot when the count matches") {
                await expectFailures("expected to not have Dictionary<String, Int> with count 1, got 1\nActual Value: [\"a\": 1]") { expect(["a": 1]).notTo(haveCount(1)) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to have a collection with count 1, got <nil> (use beNil() to match nils)") { expect(nil as [Int]?).to(haveCount(1)) }
                await expectFailures("expected to not have a collection with count 1, got <nil> (use beNil() to match nils)") { expect(nil as [Int]?).toNot(haveCount(1)) }
            }
        }
    }
}
