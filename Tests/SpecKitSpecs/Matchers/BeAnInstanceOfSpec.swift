import SpecKit

private protocol Vehicle {}
private class Car: Vehicle {}
private final class Taxi: Car {}

final class BeAnInstanceOfSpec: Spec {
    override func spec() {
        describe("beAnInstanceOf") {
            it("passes for exactly the type") {
                await expectNoFailures { expect(1).to(beAnInstanceOf(Int.self)) }
                await expectNoFailures { expect(Taxi()).to(beAnInstanceOf(Taxi.self)) }
                await expectNoFailures { expect(Taxi()).toNot(beAnInstanceOf(Car.self)) }
            }
            it("fails for a subclass or a protocol") {
                await expectFailures("expected to be an instance of Car, got <Taxi instance>") { expect(Taxi()).to(beAnInstanceOf(Car.self)) }
                await expectFailures("expected to be an instance of Vehicle, got <Car instance>") { expect(Car()).to(beAnInstanceOf((any Vehicle).self)) }
                await expectFailures("expected to be an instance of String, got <Int instance>") { expect(1).to(beAnInstanceOf(String.self)) }
            }
            it("fails toNot for exactly the type") {
                await expectFailures("expected to not be an instance of Int, got <Int instance>") { expect(1).toNot(beAnInstanceOf(Int.self)) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to be an instance of Int, got <nil> (use beNil() to match nils)") { expect(nil as Int?).to(beAnInstanceOf(Int.self)) }
                await expectFailures("expected to not be an instance of Int, got <nil> (use beNil() to match nils)") { expect(nil as Int?).toNot(beAnInstanceOf(Int.self)) }
            }
        }
    }
}
