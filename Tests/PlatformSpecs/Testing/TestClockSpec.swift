import Platform
import PlatformTesting
import SpecKit

final class TestClockSpec: Spec {
    override func spec() {
        describe("TestClock") {

            it("starts at zero and moves only when advanced, never backwards") {

                let clock = TestClock()
                expect(clock.now.offset) == .zero
                clock.advance(by: .seconds(3))
                clock.advance(to: TestClock.Instant(offset: .seconds(1)))
                expect(clock.now.offset) == .seconds(3)
            }
            it("resumes a sleeper when the clock reaches its deadline, not before") {
                let clock = TestClock()
                let woke = LockedValue(false)
                let sleeper = Task {
                    try await clock.sleep(for: .seconds(5))
                    woke.update { $0 = true }
                }
                await clock.sleepers(atLeast: 1)
                clock.advance(by: .seconds(4))
                expect(woke.value).to(beFalse())
                expect(clock.sleeperCount) == 1
                clock.advance(by: .seconds(1))
                try await sleeper.value
                expect(woke.value).to(beTrue())
                expect(clock.sleeperCount) == 0
            }
            it("wakes sleepers earliest first") {
                let clock = TestClock()
                let order = LockedValue<[Int]>([])
                let late = Task {
                    try await clock.sleep(for: .seconds(2))
                    order.update { $0.append(2) }
                }
                await clock.sleepers(atLeast: 1)
                let early = Task {
                    try await clock.sleep(for: .seconds(1))
                    order.update { $0.append(1) }
                }
                await clock.sleepers(atLeast: 2)
                clock.advance(by: .seconds(1))
                try await early.value
                clock.advance(by: .seconds(1))
                try await late.value
                expect(order.value) == [1, 2]
            }
            it("returns at once for a deadline already passed") {
                let clock = TestClock()
                clock.advance(by: .seconds(10))
                try await clock.sleep(until: TestClock.Instant(offset: .seconds(9)))
                expect(clock.sleeperCount) == 0
            }
            it("throws CancellationError to a sleeper whose task is cancelled") {
                let clock = TestClock()
                let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
                await clock.sleepers(atLeast: 1)
                sleeper.cancel()
                let result = await sleeper.result
                expect(result.failure).to(beAKindOf(CancellationError.self))
                expect(clock.sleeperCount) == 0
            }
            it("is a Sleeping, so a container can hand it out as the app's sleeper") {
                let clock = TestClock()
                let sleeping: any Sleeping = clock
                let task = Task { try await sleeping.sleep(for: .milliseconds(80)) }
                await clock.sleepers(atLeast: 1)
                clock.advance(by: .milliseconds(80))
                try await task.value
                expect(clock.now.offset) == .milliseconds(80)
            }
        }

        describe("ImmediateClock") {
            it("returns from every sleep at once, its time moved to the deadline") {
                let clock = ImmediateClock()
                try await clock.sleep(for: .seconds(30))
                try await clock.sleep(for: .seconds(30))
                expect(clock.now.offset) == .seconds(60)
            }
            it("throws CancellationError in a cancelled task") {
                let clock = ImmediateClock()
                let error = await withTaskGroup(of: (any Error)?.self) { group in
                    group.cancelAll()
                    group.addTask {
                        do {
                            try await clock.sleep(for: .seconds(1))
                            return nil
                        } catch {
                            return error
                        }
                    }
                    return await group.next() ?? nil
                }
                expect(error).to(beAKindOf(CancellationError.self))
                expect(clock.now.offset) == .zero
            }
        }
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
