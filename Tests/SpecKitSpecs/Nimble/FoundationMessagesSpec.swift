import Foundation
import SpecKit

/// Foundation values print in failure messages as Nimble prints them: collections on one line,
/// index sets by their indexes (not their address), numbers rounded as Swift's.
final class FoundationMessagesSpec: Spec {
    override func spec() {
        describe("a failure message about a Foundation collection") {
            it("prints an NSArray on one line, in parentheses") {
                await expectFailures("expected to be empty, got <(1)>") { expect(NSArray(array: [1])).to(beEmpty()) }
                await expectFailures("expected to equal <(a, b)>, got <(a, b, c)>") { expect(NSArray(array: ["a", "b", "c"])).to(equal(NSArray(array: ["a", "b"]))) }
            }
            it("prints an NSIndexSet by its indexes, without its address") {
                await expectFailures("expected to be empty, got <(1)>") { expect(NSIndexSet(index: 1)).to(beEmpty()) }
                await expectFailures("expected to equal <(1)>, got <(1, 2, 3)>") { expect(NSIndexSet(indexesIn: NSRange(location: 1, length: 3))).to(equal(NSIndexSet(index: 1))) }
                await expectFailures("expected to not be empty, got <()>") { expect(NSIndexSet()).toNot(beEmpty()) }
            }
            it("prints an NSNumber as Nimble does") {
                await expectFailures("expected to equal <2>, got <1>") { expect(NSNumber(value: 1)).to(equal(NSNumber(value: 2))) }
                await expectFailures("expected to equal <2.5>, got <1.2346>") { expect(NSNumber(value: 1.23456)).to(equal(NSNumber(value: 2.5))) }
            }
            it("prints an AnySequence by its elements") {
                await expectFailures("expected to equal <[1, 2]>, got <[1]>") { expect(AnySequence([1]).map { $0 }).to(equal(Array(AnySequence([1, 2])))) }
                expect(stringify(AnySequence([1, 2]))) == "[1, 2]"
            }
        }
    }
}
