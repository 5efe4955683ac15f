import Foundation
import PlatformTesting
import SpecKit

final class FixedClockSpec: Spec {
    override func spec() {
        describe("FixedClock") {
            let start = Date(timeIntervalSince1970: 1_700_000_000)

            it("stays at the date it was given") {
                let clock = FixedClock(now: start)
                expect(clock.now) == start
                expect(clock.now) == start
            }

            it("moves forward by a number of seconds") {
                let clock = FixedClock(now: start)
                clock.advance(by: 90)
                expect(clock.now) == start.addingTimeInterval(90)
            }

            it("moves forward by a Duration") {
                let clock = FixedClock(now: start)
                clock.advance(by: .milliseconds(1500))
                expect(clock.now) == start.addingTimeInterval(1.5)
            }

            it("can be set to any date") {
                let clock = FixedClock(now: start)
                clock.now = Date(timeIntervalSince1970: 0)
                expect(clock.now) == Date(timeIntervalSince1970: 0)
            }

            it("adds up advances made from many tasks at once") {
                let clock = FixedClock(now: start)
                await withTaskGroup(of: Void.self) { group in
                    for _ in 0..<100 { group.addTask { clock.advance(by: 1) } }
                }
                expect(clock.now) == start.addingTimeInterval(100)
            }
        }
    }
}
