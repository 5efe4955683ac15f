import Foundation
import SpecKit

/// Nimble's matchers on Foundation types, with Nimble's messages.
final class NimbleFoundationMatchersSpec: Spec {
    override func spec() {
        describe("beEmpty on NSString") {
            it("passes for an empty string and fails with the string") {
                expect(NSString()).to(beEmpty())
                await expectFailures("expected to be empty, got <a>") { expect(NSString(string: "a")).to(beEmpty()) }
            }
        }

        describe("beginWith and endWith on NSArray") {
            it("compare the first and last elements") {
                let array = NSArray(array: [1, 2, 3])
                expect(array).to(beginWith(1))
                expect(array).to(endWith(3))
                await expectFailures("expected to begin with <2>, got <(1, 2, 3)>") { expect(array).to(beginWith(2)) }
                await expectFailures("expected to end with <2>, got <(1, 2, 3)>") { expect(array).to(endWith(2)) }
            }
        }

        describe("contain on NSString") {
            it("finds substrings") {
                expect(NSString(string: "foobar")).to(contain("oba", "bar"))
                await expectFailures("expected to contain <bar>, got <foo>") { expect(NSString(string: "foo")).to(contain("bar")) }
            }
        }

        describe("beCloseTo on NSNumber") {
            it("compares within the delta") {
                expect(NSNumber(value: 1.2)).to(beCloseTo(1.20001))
                expect(NSNumber(value: 1.2)).to(beCloseTo(NSNumber(value: 1.25), within: 0.1))
                await expectFailures("expected to be close to <1.21> (within 0.0001), got <1.2>") { expect(NSNumber(value: 1.2)).to(beCloseTo(1.21)) }
            }
        }

        describe("NSDictionary and NSSet in messages") {
            it("print on one line, as Nimble's") {
                await expectFailures("expected to be empty, got <{1 = 1;}>") { expect([1: 1] as NSDictionary).to(beEmpty()) }
                await expectFailures("expected to not be empty, got <{}>") { expect(NSDictionary()).toNot(beEmpty()) }
                await expectFailures("expected to be empty, got <{(1)}>") { expect(NSSet(array: [1])).to(beEmpty()) }
                await expectFailures("expected to not be empty, got <{()}>") { expect(NSSet()).toNot(beEmpty()) }
            }
        }
    }
}
