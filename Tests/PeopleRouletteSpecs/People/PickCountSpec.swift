import PeopleRoulette
import SpecKit

final class PickCountSpec: Spec {
    override func spec() {
        describe("PickCount") {
            it("holds a count of 1 or more") {
                expect(PickCount(1)?.value) == 1
                expect(PickCount(7)?.value) == 7
                expect(PickCount.one.value) == 1
            }
            context("when the number is below 1") {
                it("is no count") {
                    expect(PickCount(0)).to(beNil())
                    expect(PickCount(-1)).to(beNil())
                    expect(PickCount(Int.min)).to(beNil())
                }
            }
        }
    }
}
