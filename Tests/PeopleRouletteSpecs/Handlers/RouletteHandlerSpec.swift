import Foundation
import PeopleRoulette
import Platform
import PlatformTesting
import SpecKit

final class RouletteHandlerSpec: Spec {
    override func spec() {
        describe("RouletteHandler") {
            let everyone = people(10)
            var store: (any PeopleStoring)!
            var seed: UInt64 = 0
            var clock: FixedClock!
            var roulette: RouletteHandler!
            beforeEach {
                store = InMemoryPeopleStore(people: everyone)
                seed = 0
                clock = FixedClock()
            }
            justBeforeEach {
                roulette = RouletteHandler(store: store, random: SeededRandomSource(seed: seed), clock: clock)
            }

            for size in [1, 2, 10] {
                it("picks \(size) different people") {
                    let pick = try await roulette.pick(try count(size), from: everyone)
                    expect(pick.people.count) == size
                    expect(Set(pick.people.map(\.id)).count) == size
                    expect(everyone).to(contain(pick.people))
                }
            }

            context("with a store that counts its reads") {
                var counting: CountingPeopleStoreSpy!
                beforeEach {
                    counting = CountingPeopleStoreSpy(people: everyone)
                    store = counting
                }
                it("picks from a list it is given, without reading the store, and records the pick") {
                    let given = Array(everyone.prefix(3))
                    let pick = try await roulette.pick(try count(3), from: given)
                    expect(Set(pick.people)) == Set(given)
                    expect(counting.readCount) == 0
                    let history = try await counting.history(limit: 10)
                    expect(history.map(\.people)) == [pick.people]
                }
            }
            context("picking from the store") {
                var counting: CountingPeopleStoreSpy!
                beforeEach {
                    counting = CountingPeopleStoreSpy(people: everyone)
                    store = counting
                }
                it("picks different people of the stored list without reading the whole list, and records the pick") {
                    let pick = try await roulette.pick(try count(3)) { _, _ in }
                    expect(Set(pick.people.map(\.id)).count) == 3
                    expect(everyone).to(contain(pick.people))
                    expect(counting.readCount) == 0
                    let history = try await counting.history(limit: 10)
                    expect(history.map(\.people)) == [pick.people]
                }
                it("records nothing when showing the pick failed") {
                    let two = try count(2)
                    await expecta { try await roulette.pick(two) { _, _ in throw WriteError.closed(output: "standard output") } }
                        .to(throwError(WriteError.closed(output: "standard output")))
                    let history = try await store.history(limit: 10)
                    expect(history).to(beEmpty())
                }
                it("says how many there are when asked for too many") {
                    let eleven = try count(11)
                    await expecta { try await roulette.pick(eleven) { _, _ in } }.to(
                        throwError(PeopleError.countTooLarge(requested: 11, available: 10))
                    )
                }
                it("starts over on the new list when a shorter one was stored between the count and the read") {
                    // Counted as 1,000, holding 10: the first positions fall past the end of the list.
                    let shrinking = ShrinkingPeopleStoreStub(people: everyone, countedFirst: 1_000)
                    let handler = RouletteHandler(store: shrinking, random: SeededRandomSource(seed: 3), clock: clock)
                    let pick = try await handler.pick(try count(5)) { _, _ in }
                    expect(Set(pick.people.map(\.id)).count) == 5
                    expect(everyone).to(contain(pick.people))
                    expect(shrinking.countCalls) == 2
                }
                it("shows the pick with the provenance of the list it was read from") {
                    let provenance = PeopleProvenance(kind: .http, location: "https://example.com/team.json", storedAt: nil)
                    store = InMemoryPeopleStore(people: everyone, provenance: provenance)
                    let handler = RouletteHandler(store: store, random: SeededRandomSource(seed: seed), clock: clock)
                    var shown: PeopleProvenance?
                    _ = try await handler.pick(try count(2)) { _, stored in shown = stored }
                    expect(shown) == provenance
                }
                it("fails with no people when none are stored") {
                    let empty = RouletteHandler(store: CountingPeopleStoreSpy(people: []), random: SeededRandomSource(seed: seed), clock: clock)
                    await expecta { try await empty.pick(.one) { _, _ in } }.to(throwError(PeopleError.noPeople))
                }
            }

            describe("positions") {
                // The swap of the previous version's shuffle over the whole list: the positions
                // must be those it chose, so that a seed picks the same people.
                func shuffled(_ count: Int, among available: Int, seed: UInt64) -> [Int] {
                    var pool = Array(0..<available)
                    var generator = SeededRandomSource(seed: seed).generator()
                    for index in 0..<count {
                        pool.swapAt(index, Int.random(in: index..<available, using: &generator))
                    }
                    return Array(pool.prefix(count))
                }
                it("are those the shuffle of the whole list chooses, for every seed") {
                    for seed in UInt64(0)..<100 {
                        for (size, available) in [(1, 1), (2, 10), (5, 7), (7, 7), (3, 1_000)] {
                            let chosen = try RouletteHandler.positions(try count(size), among: available, random: SeededRandomSource(seed: seed))
                            expect(chosen) == shuffled(size, among: available, seed: seed)
                        }
                    }
                }
                it("refuses an empty list and a count past its size") {
                    expect { try RouletteHandler.positions(.one, among: 0, random: SeededRandomSource(seed: 1)) }.to(throwError(PeopleError.noPeople))
                    let three = try count(3)
                    expect { try RouletteHandler.positions(three, among: 2, random: SeededRandomSource(seed: 1)) }
                        .to(throwError(PeopleError.countTooLarge(requested: 3, available: 2)))
                }
            }

            it("records the pick only once it was shown") {
                var historyWhileShown: [Pick] = []
                let pick = try await roulette.pick(try count(2), from: everyone) { _ in historyWhileShown = try await store.history(limit: 10) }
                expect(historyWhileShown).to(beEmpty())
                let history = try await store.history(limit: 10)
                expect(history) == [pick]
            }
            it("records nothing when showing the pick failed") {
                let two = try count(2)
                await expecta { try await roulette.pick(two, from: everyone) { _ in throw WriteError.closed(output: "standard output") } }
                    .to(throwError(WriteError.closed(output: "standard output")))
                let history = try await store.history(limit: 10)
                expect(history).to(beEmpty())
            }
            it("refuses to pick more people than the list it is given holds") {
                let four = try count(4)
                await expecta { try await roulette.pick(four, from: Array(everyone.prefix(3))) }
                    .to(throwError(PeopleError.countTooLarge(requested: 4, available: 3)))
            }
            it("records the pick with the clock's time") {
                _ = try await roulette.pick(try count(2), from: everyone)
                let history = try await store.history(limit: 10)
                expect(history.count) == 1
                expect(history.first?.date) == clock.now
            }

            it("reads the history back, newest first") {
                let handler: RouletteHandler = roulette
                _ = try await handler.pick(try count(1), from: everyone)
                _ = try await handler.pick(try count(3), from: everyone)
                let history = try await handler.history(limit: 10)
                expect(history.map(\.people.count)) == [3, 1]
                let latest = try await handler.history(limit: 1)
                expect(latest.count) == 1
            }

            context("with the same seed") {
                beforeEach { seed = 42 }
                it("picks the same people in the same order as another handler") {
                    let first = try await roulette.pick(try count(4), from: everyone)
                    let other = RouletteHandler(store: InMemoryPeopleStore(people: everyone), random: SeededRandomSource(seed: 42), clock: clock)
                    let second = try await other.pick(try count(4), from: everyone)
                    expect(first.people) == second.people
                }
            }

            context("with different seeds") {
                it("picks differently") {
                    let first = try await RouletteHandler(store: store, random: SeededRandomSource(seed: 1), clock: clock)
                        .pick(try count(5), from: everyone)
                    let second = try await RouletteHandler(store: store, random: SeededRandomSource(seed: 2), clock: clock)
                        .pick(try count(5), from: everyone)
                    expect(first.people).toNot(equal(second.people))
                }
            }

            context("when asked for too many") {
                it("says how many there are") {
                    var caught: PeopleError?
                    do { _ = try await roulette.pick(try count(11), from: everyone) } catch let error as PeopleError { caught = error }
                    expect(caught) == .countTooLarge(requested: 11, available: 10)
                    expect(caught?.message) == "cannot pick 11 people: there are only 10 people"
                }
            }

            context("when the list is empty") {
                it("fails with no people and records nothing") {
                    await expecta { try await roulette.pick(.one, from: []) }.to(throwError(PeopleError.noPeople))
                    let history = try await store.history(limit: 10)
                    expect(history).to(beEmpty())
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
                        let chosen = try RouletteHandler.choose(.one, from: Array(0..<10), random: random)
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
                    let two = try count(2)
                    for _ in 0..<draws {
                        let pair = try RouletteHandler.choose(two, from: Array(0..<10), random: random).sorted()
                        counts["\(pair[0])-\(pair[1])", default: 0] += 1
                    }
                    expect(counts.count) == 45
                    let expected = Double(draws) / 45
                    let chiSquare = counts.values.reduce(0.0) { $0 + pow(Double($1) - expected, 2) / expected }
                    expect(chiSquare).to(beLessThanOrEqualTo(78.75))
                }

                context("through pick, seeded with 11") {
                    beforeEach { seed = 11 }
                    it("picks each person equally often") {
                        var counts = [Int: Int]()
                        let draws = 5_000
                        let three = try count(3)
                        for _ in 0..<draws {
                            let pick = try await roulette.pick(three, from: everyone)
                            for person in pick.people { counts[person.id, default: 0] += 1 }
                        }
                        let expected = Double(draws * 3) / 10
                        let chiSquare = counts.values.reduce(0.0) { $0 + pow(Double($1) - expected, 2) / expected }
                        expect(counts.count) == 10
                        expect(chiSquare).to(beLessThanOrEqualTo(27.88))
                    }
                }
            }
        }
    }
}
