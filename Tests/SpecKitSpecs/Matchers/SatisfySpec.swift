import SpecKit

/// A matcher that cannot decide, like Nimble's `alwaysFail()`.
private func undecided<T>() -> Matcher<T> {
    Matcher { _ in MatcherResult(status: .fail, message: .fail("This matcher should always fail")) }
}

/// satisfyAllOf, satisfyAnyOf and their operators && and ||.
final class SatisfySpec: Spec {
    override func spec() {
        describe("satisfyAllOf") {
            it("passes when every matcher matches") {
                await expectNoFailures { expect(2).to(satisfyAllOf(beGreaterThan(1), beLessThan(3))) }
                await expectNoFailures { expect(2).to(beGreaterThan(1) && beLessThan(3)) }
                await expectNoFailures { expect(5).toNot(satisfyAllOf(beGreaterThan(1), beLessThan(3))) }
            }
            it("fails listing every matcher and the bare value") {
                await expectFailures("expected to match all of: {equal <3>}, and {equal <4>}, and {equal <5>}, got 2") { expect(2).to(satisfyAllOf(equal(3), equal(4), equal(5))) }
                await expectFailures("expected to match all of: {be greater than <3>}, and {be less than <9>}, got 2") { expect(2).to(beGreaterThan(3) && beLessThan(9)) }
                await expectFailures("expected to match all of: {all be less than 4, but failed first at element <5> in <[5, 6, 7]>}, and {equal <[5, 6, 7]>}, got [5, 6, 7]") { expect([5, 6, 7]).to(satisfyAllOf(allPass("be less than 4") { $0 < 4 }, equal([5, 6, 7]))) }
            }
            it("fails toNot when every matcher matches") {
                await expectFailures("expected to not match all of: {be false}, got false") { expect(false).toNot(satisfyAllOf(beFalse())) }
                await expectFailures("expected to not match all of: {be greater than <10.5>}, and {be less than <100.75>}, and {be close to <50.1> (within 0.0001)}, got 50.10001") { expect(50.10001).toNot(satisfyAllOf(beGreaterThan(10.5), beLessThan(100.75), beCloseTo(50.1))) }
            }
            it("fails both ways when a matcher cannot decide") {
                await expectFailures("expected to match all of: {This matcher should always fail}, and {This matcher should always fail}, got true") { expect(true).to(satisfyAllOf(undecided(), undecided())) }
                await expectFailures("expected to not match all of: {This matcher should always fail}, and {This matcher should always fail}, got true") { expect(true).toNot(satisfyAllOf(undecided(), undecided())) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to match all of: {equal <1> (use beNil() to match nils)}, got <nil> (use beNil() to match nils)") { expect(nil as Int?).to(satisfyAllOf(equal(1))) }
            }
        }

        describe("satisfyAnyOf") {
            it("passes when one matcher matches") {
                await expectNoFailures { expect(204).to(satisfyAnyOf(equal(200), equal(204))) }
                await expectNoFailures { expect(204).to(equal(200) || equal(204)) }
                await expectNoFailures { expect(500).toNot(satisfyAnyOf(equal(200), equal(204))) }
            }
            it("fails listing every matcher and the bare value") {
                await expectFailures("expected to match one of: {equal <3>}, or {equal <4>}, or {equal <5>}, got 2") { expect(2).to(satisfyAnyOf(equal(3), equal(4), equal(5))) }
                await expectFailures("expected to match one of: {be true}, got false") { expect(false).to(satisfyAnyOf(beTrue())) }
                await expectFailures("expected to match one of: {equal <200>}, or {equal <204>}, got 500") { expect(500).to(equal(200) || equal(204)) }
            }
            it("fails toNot when one matcher matches") {
                await expectFailures("expected to not match one of: {be less than <10.5>}, or {be greater than <100.75>}, or {be close to <50.1> (within 0.0001)}, got 50.10001") { expect(50.10001).toNot(satisfyAnyOf(beLessThan(10.5), beGreaterThan(100.75), beCloseTo(50.1))) }
            }
            it("fails both ways when a matcher cannot decide") {
                await expectFailures("expected to match one of: {This matcher should always fail}, or {This matcher should always fail}, got true") { expect(true).to(satisfyAnyOf(undecided(), undecided())) }
                await expectFailures("expected to not match one of: {This matcher should always fail}, or {This matcher should always fail}, got true") { expect(true).toNot(satisfyAnyOf(undecided(), undecided())) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to not match one of: {equal <1> (use beNil() to match nils)}, got <nil> (use beNil() to match nils)") { expect(nil as Int?).toNot(satisfyAnyOf(equal(1))) }
            }
        }
    }
}
