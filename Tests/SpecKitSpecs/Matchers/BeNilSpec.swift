import SpecKit

private final class Widget {}

final class BeNilSpec: Spec {
    override func spec() {
        describe("beNil") {
            it("passes for nil") {
                await expectNoFailures { expect(nil as Int?).to(beNil()) }
                await expectNoFailures { expect(1 as Int?).toNot(beNil()) }
            }
            it("fails for a value") {
                await expectFailures("expected to be nil, got <1>") { expect(1 as Int?).to(beNil()) }
            }
            it("fails toNot for nil") {
                await expectFailures("expected to not be nil, got <nil>") { expect(nil as Int?).toNot(beNil()) }
            }
            it("treats an optional holding nil as nil") {
                let nested: Int?? = .some(nil)
                await expectNoFailures { expect(nested).to(beNil()) }
            }
            it("works for types that are not Equatable, with == nil") {
                await expectNoFailures { expect(nil as Widget?) == nil }
                await expectNoFailures { expect(Widget()) != nil }
                await expectFailures("expected to not be nil, got <nil>") { expect(nil as Widget?) != nil }
            }
        }
    }
}
