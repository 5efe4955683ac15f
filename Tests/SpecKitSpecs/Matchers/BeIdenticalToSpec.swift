import SpecKit

private protocol Servicing: AnyObject {}
private final class Service: Servicing {}

/// The address Nimble shows for an object.
private func address(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

final class BeIdenticalToSpec: Spec {
    override func spec() {
        describe("beIdenticalTo") {
            let shared = Service()
            let other = Service()

            it("passes for the same object") {
                await expectNoFailures { expect(shared).to(beIdenticalTo(shared)) }
                await expectNoFailures { expect(shared).to(be(shared)) }
                await expectNoFailures { expect(shared) === shared }
                await expectNoFailures { expect(shared).toNot(beIdenticalTo(other)) }
                await expectNoFailures { expect(shared) !== other }
            }
            it("fails for another object, showing both addresses") {
                let message = "expected to be identical to <\(address(other))>, got <\(address(shared))>"
                await expectFailures(message) { expect(shared).to(beIdenticalTo(other)) }
                await expectFailures(message) { expect(shared) === other }
            }
            it("fails toNot for the same object") {
                await expectFailures("expected to not be identical to <\(address(shared))>, got <\(address(shared))>") { expect(shared) !== shared }
            }
            it("works on values typed AnyObject") {
                let any: AnyObject = shared
                await expectNoFailures { expect(any).to(beIdenticalTo(shared as AnyObject)) }
            }
            it("works on values typed as a class-bound protocol, with be too") {
                await expectNoFailures { expect(shared as any Servicing).to(be(shared)) }
                await expectNoFailures { expect(shared as any Servicing).to(beIdenticalTo(shared)) }
                let message = "expected to be identical to <\(address(other))>, got <\(address(shared))>"
                await expectFailures(message) { expect(shared as any Servicing).to(be(other)) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to be identical to <\(address(shared))>, got nil (use beNil() to match nils)") { expect(nil as Service?).to(beIdenticalTo(shared)) }
                await expectFailures("expected to not be identical to <\(address(shared))>, got nil (use beNil() to match nils)") { expect(nil as Service?).toNot(beIdenticalTo(shared)) }
            }
        }
    }
}
