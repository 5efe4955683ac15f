import Foundation
import SpecKit

/// A local time, as Nimble's tests of dates write them.
private func date(_ text: String) -> Date {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    return formatter.date(from: text) ?? Date.distantPast
}

final class BeCloseToSpec: Spec {
    override func spec() {
        describe("beCloseTo a number") {
            it("passes within the default delta of 0.0001") {
                await expectNoFailures { expect(1.2).to(beCloseTo(1.20001)) }
                await expectNoFailures { expect(Float(1.2)).to(beCloseTo(1.20001)) }
                await expectNoFailures { expect(1.2).toNot(beCloseTo(1.2002)) }
            }
            it("passes within a given delta") {
                await expectNoFailures { expect(1.2).to(beCloseTo(9.300, within: 10)) }
            }
            it("fails outside the delta") {
                await expectFailures("expected to be close to <1.2002> (within 0.0001), got <1.2>") { expect(1.2).to(beCloseTo(1.2002)) }
                await expectFailures("expected to be close to <1.1> (within 0.1), got <1.3>") { expect(1.3).to(beCloseTo(1.1, within: 0.1)) }
            }
            it("fails toNot inside the delta") {
                await expectFailures("expected to not be close to <1.2001> (within 0.0001), got <1.2>") { expect(1.2).toNot(beCloseTo(1.2001)) }
                await expectFailures("expected to not be close to <1.2001> (within 1.1), got <1.2>") { expect(1.2).toNot(beCloseTo(1.2001, within: 1.1)) }
            }
            it("shows at most four decimals") {
                await expectFailures("expected to be close to <0.3000> (within 0.0001), got <0.2>") { expect(0.2).to(beCloseTo(0.1 + 0.2)) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to be close to <1.0> (within 0.0001), got <nil> (use beNil() to match nils)") { expect(nil as Double?).to(beCloseTo(1.0)) }
                await expectFailures("expected to not be close to <1.0> (within 0.0001), got <nil> (use beNil() to match nils)") { expect(nil as Double?).toNot(beCloseTo(1.0)) }
            }
        }

        describe("beCloseTo a date") {
            it("passes within the given seconds, for Date and NSDate") {
                await expectNoFailures { expect(date("2015-08-26 11:43:00")).to(beCloseTo(date("2015-08-26 11:43:05"), within: 10)) }
                await expectNoFailures {
                    expect(NSDate(timeIntervalSinceReferenceDate: 100)).to(beCloseTo(NSDate(timeIntervalSinceReferenceDate: 105), within: 10))
                }
                await expectNoFailures { expect(date("2015-08-26 11:43:00")) == date("2015-08-26 11:43:05") ± 10 }
                await expectNoFailures { expect(date("2015-08-26 11:43:00")) ≈ (date("2015-08-26 11:43:05"), 10) }
            }
            it("fails outside them, showing each date to the ten-thousandth of a second") {
                let start = date("2015-08-26 11:43:00")
                let near = "expected to not be close to <2015-08-26 11:43:00.0050> (within 0.006), got <2015-08-26 11:43:00.0000>"
                await expectFailures(near) { expect(start).toNot(beCloseTo(start.addingTimeInterval(0.005), within: 0.006)) }
                let far = "expected to be close to <2015-08-26 11:43:05.0000> (within 0.0001), got <2015-08-26 11:43:00.0000>"
                await expectFailures(far) { expect(start) ≈ date("2015-08-26 11:43:05") }
            }
        }

        describe("beCloseTo an array") {
            it("passes when each value is within the delta") {
                await expectNoFailures { expect([0.1, 1.2]).to(beCloseTo([0.1, 1.20001])) }
                await expectNoFailures { expect([0.1, 1.2]).toNot(beCloseTo([0.1])) }
            }
            it("fails when a value is outside the delta") {
                await expectFailures("expected to be close to <[0.1, 1.1]> (each within 0.0001), got <[0.1, 1.2]>") { expect([0.1, 1.2]).to(beCloseTo([0.1, 1.1])) }
                await expectFailures("expected to be close to <[0.3, 1.3]> (each within 0.1), got <[0.1, 1.2]>") { expect([0.1, 1.2]).to(beCloseTo([0.3, 1.3], within: 0.1)) }
            }
            it("fails when the counts differ") {
                await expectFailures("expected to be close to <[0.1]> (each within 0.0001), got <[0.1, 1.2]>") { expect([0.1, 1.2]).to(beCloseTo([0.1])) }
            }
            it("fails toNot when every value is close") {
                await expectFailures("expected to not be close to <[0.1]> (each within 0.0001), got <[0.1]>") { expect([0.1]).toNot(beCloseTo([0.1])) }
            }
            it("fails both ways for nil") {
                await expectFailures("expected to be close to <[0.1]> (each within 0.0001), got <nil> (use beNil() to match nils)") { expect(nil as [Double]?).to(beCloseTo([0.1])) }
            }
        }
    }
}
