import SpecKit

private protocol Animal {}
private class Dog: Animal {}
private final class Puppy: Dog {}

final class BeAKindOfSpec: Spec {
    override func spec() {
        describe("beAKindOf") {
            it("passes for the type, a subclass or a conforming type") {
                await expectNoFailures { expect(1).to(beAKindOf(Int.self)) }
                await expectNoFailures { expect(Puppy()).to(beAKindOf(Dog.self)) }
                await expectNoFailures { expect(Dog()).to(beAKindOf((any Animal).self)) }
                await expectNoFailures { expect(1).toNot(beAKindOf(String.self)) }
            }
            it("fails for another type, naming the value's type") {
                await expectFailures("expected to be a kind of String, got <Int instance>") { expect(1).to(beAKindOf(String.self)) }
            }
            it("fails toNot for a matching type") {
                await expectFailures("expected to not be a kind of Int, got <Int instance>") { expect(1).toNot(beAKindOf(Int.self)) }
                await expectFailures("expected to not be a kind of Dog, got <Puppy instance>") { expect(Puppy()).toNot(beAKindOf(Dog.self)) }
            }
            it("names the dynamic type of a value typed as a protocol") {
                let animal: any Animal = Puppy()
                await expectFailures("expected to be a kind of Int, got <Puppy instance>") { expect(animal).to(beAKindOf(Int.self)) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to be a kind of Int, got <nil> (use beNil() to match nils)") { expect(nil as Int?).to(beAKindOf(Int.self)) }
                await expectFailures("expected to not be a kind of Int, got <nil> (use beNil() to match nils)") { expect(nil as Int?).toNot(beAKindOf(Int.self)) }
            }
        }
    }
}
