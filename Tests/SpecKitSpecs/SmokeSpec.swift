import SpecKit

final class SmokeSpec: Spec {
    var counter = 0

    override func spec() {
        describe("a fresh spec instance") {
            var local = 0
            beforeEach { self.counter += 1; local += 1 }
            it("starts every example from zero") {
                expect(self.counter).to(equal(1))
                expect(local).to(equal(1))
            }
            it("starts the next example from zero too") {
                expect(self.counter) == 1
                expect(local) == 1
            }
            xit("is pending") {}
        }
    }
}
