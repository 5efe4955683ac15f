import Foundation
import PeopleRoulette
import Platform
import SpecKit

final class RouletteHandlerSpec: Spec {
    override func spec() {
        describe("RouletteHandler") {
            let everyone = people(10)
            var store = InMemoryPeopleStore(people: everyone)
            var handler = RouletteHandler(users: UsersHandler(source: BundledPeopleSource(), store: store), store: store, random: SeededRandomSource(seed: 1), clock: FixedClock(now: Date(timeIntervalSince1970: 1_000)))

            for count in [1, 2, 10] {
                it("picks \(count) different people") {
                    let pick = try await handler.pick(count)
                    expect(pick.people.count) == count
                    expect(Set(pick.people.map(\.id)).count) == count
                }
            }

            it("records the pick with the clock's time") {
                _ = try await handler.pick(2)
                let history = try await store.history(limit: 10)
                expect(history.count) == 1
                expect(history.first?.date) == Date(timeIntervalSince1970: 1_000)
            }

            it("reads the history back, newest first") {
                _ = try await handler.pick(1)
                _ = try await handler.pick(3)
                let history = try await handler.history(limit: 10)
                expect(history.map(\.people.count)) == [3, 1]
                let latest = try await handler.history(limit: 1)
                expect(latest.count) == 1
            }

            context("with the same seed") {
                it("picks the same people") {
                    let first = try RouletteHandler.choose(3, from: everyone, random: SeededRandomSource(seed: 99))
                    let second = try RouletteHandler.choose(3, from: everyone, random: SeededRandomSource(seed: 99))
                    expect(first) == second
                }
            }

            context("when asked for too many") {
                it("says how many there are") {
                    var caught: PeopleError?
                    do { _ = try await handler.pick(11) } catch let error as PeopleError { caught = error }
                    expect(caught) == .countTooLarge(requested: 11, available: 10)
                    expect(caught?.message) == "cannot pick 11 people: there are only 10 people"
                }
            }

            context("when asked for zero or fewer") {
                it("rejects the count") {
                    var caught: PeopleError?
                    do { _ = try RouletteHandler.choose(0, from: everyone, random: SeededRandomSource(seed: 1)) } catch let error as PeopleError { caught = error }
                    expect(caught) == .countTooSmall(0)
                }
            }

            context("when nobody is stored") {
                beforeEach {
                    store = InMemoryPeopleStore()
                    handler = RouletteHandler(users: UsersHandler(source: BundledPeopleSource(), store: store), store: store, random: SeededRandomSource(seed: 1), clock: SystemTimeSource())
                }
                it("fails with no people") {
                    var caught: PeopleError?
                    do { _ = try await handler.pick(1) } catch let error as PeopleError { caught = error }
                    expect(caught) == .noPeople
                }
            }

            describe("uniformity") {
                // Deterministic: a fixed seed, so the statistic is the same on every run.
                // Chi-square critical values at p = 0.001: 27.88 for 9 degrees of freedom,
                // 78.75 for 44 (the 45 pairs of 10 people).
                it("picks each of 10 people equally often") {
                    let random = SeededRandomSource(seed: 2024)
                    var counts = [Int](repeating: 0, count: 10)
                    let draws = 100_000
                    for _ in 0..<draws {
                        let chosen = try RouletteHandler.choose(1, from: Array(0..<10), random: random)
                        counts[chosen[0]] += 1
                    }
                    let expected = Double(draws) / 10
                    let chiSquare = counts.reduce(0.0) { $0 + pow(Double($1) - expected, 2) / expected }
                    expect(chiSquare).to(beLessThanOrEqualTo(27.88))
                }

                it("picks each pair of 10 people equally often") {
                    let random = SeededRandomSource(seed: 7)
                    var counts: [String: Int] = [:]
                    let draws = 90_000
                    for _ in 0..<draws {
                        let pair = try RouletteHandler.choose(2, from: Array(0..<10), random: random).sorted()
                        counts["\(pair[0])-\(pair[1])", default: 0] += 1
                    }
                    expect(counts.count) == 45
                    let expected = Double(draws) / 45
                    let chiSquare = counts.values.reduce(0.0) { $0 + pow(Double($1) - expected, 2) / expected }
                    expect(chiSquare).to(beLessThanOrEqualTo(78.75))
                }
            }
        }
    }
}
