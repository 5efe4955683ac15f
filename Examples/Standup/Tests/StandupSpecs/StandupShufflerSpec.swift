import Platform
import SpecKit
import Standup

final class StandupShufflerSpec: Spec {
    override func spec() {
        describe("StandupShuffler") {
            let names = ["Ada", "Alan", "Grace", "Edsger", "Barbara"]

            context("with a seeded random source") {
                it("repeats the order for the same seed") {
                    let first = StandupShuffler(team: TeamListingStub(names: names), random: SeededRandomSource(seed: 3))
                    let second = StandupShuffler(team: TeamListingStub(names: names), random: SeededRandomSource(seed: 3))
                    let once = try await first.order()
                    let again = try await second.order()
                    expect(again) == once
                }
                it("gives another order for another seed") {
                    let orders = (0..<10).map { seed in
                        StandupShuffler.shuffled(names, random: SeededRandomSource(seed: UInt64(seed)))
                    }
                    expect(Set(orders).count) > 1
                }
            }
            it("returns a permutation of the team: everyone once, no one else") {
                for seed in 0..<50 {
                    let order = StandupShuffler.shuffled(names, random: SeededRandomSource(seed: UInt64(seed)))
                    expect(order.sorted()) == names.sorted()
                }
            }
            it("reaches every order of three, each about as often") {
                var counts: [[String]: Int] = [:]
                for seed in 0..<600 {
                    counts[StandupShuffler.shuffled(["A", "B", "C"], random: SeededRandomSource(seed: UInt64(seed))), default: 0] += 1
                }
                expect(counts.count) == 6
                expect(counts.values.min()) >= 70
                expect(counts.values.max()) <= 130
            }
            it("draws every position from the source it is given") {
                // All ones is the highest draw each time: every element stays where it is.
                let highest = StandupShuffler.shuffled(["A", "B", "C", "D"], random: ConstantRandomSourceStub(value: .max))
                expect(highest) == ["A", "B", "C", "D"]
            }
            it("leaves an empty or one-person team as it is") {
                expect(StandupShuffler.shuffled([String](), random: SeededRandomSource(seed: 1))) == []
                expect(StandupShuffler.shuffled(["Ada"], random: SeededRandomSource(seed: 1))) == ["Ada"]
            }
            it("orders the members its listing gives") {
                let shuffler = StandupShuffler(team: TeamListingStub(names: [" Ada ", "", "Alan"]), random: SeededRandomSource(seed: 1))
                let order = try await shuffler.order()
                let team = try await shuffler.team()
                expect(order.map(\.name).sorted()) == ["Ada", "Alan"]
                expect(team.names) == ["Ada", "Alan"]
            }
            it("passes on the listing's error") {
                let shuffler = StandupShuffler(team: TeamListingStub(failing: .emptyList), random: SeededRandomSource(seed: 1))
                await expecta { try await shuffler.order() }.to(throwError(TeamListError.emptyList))
            }
        }
    }
}
