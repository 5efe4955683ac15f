import Nimble
import Quick
import Standup
import StandupAssemblies
import Swinject

/// The shuffler resolved from standup's container with its team stubbed, once per example; its
/// shuffle, a static function of a list and a random source, called directly.
final class StandupShufflerSpec: AsyncSpec {
    override class func spec() {
        describe("StandupShuffler") {
            let names = ["Ada", "Alan", "Grace", "Edsger", "Barbara"]
            var team = TeamListingStub(names: names)
            var shuffler: StandupShuffler!

            func container(seed: UInt64) -> Container {
                var settings = StandupSettings()
                settings.seed = seed
                let container = Container()
                for assembly in StandupApp.assemblies(settings) { assembly.assemble(container: container) }
                let stub = team
                container.register((any TeamListing).self) { _ in stub }
                return container
            }

            beforeEach { team = TeamListingStub(names: names) }
            justBeforeEach { shuffler = container(seed: 3).resolve(StandupShuffler.self) }

            context("with a seeded random source") {
                it("repeats the order for the same seed, in another container") {
                    let again = try await container(seed: 3).resolve(StandupShuffler.self)?.order()
                    let once = try await shuffler.order()
                    expect(once) == again
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
                let highest = StandupShuffler.shuffled(["A", "B", "C", "D"], random: ConstantRandomSourceStub(value: .max))
                expect(highest) == ["A", "B", "C", "D"]
            }
            it("leaves an empty or one-person team as it is") {
                expect(StandupShuffler.shuffled([String](), random: SeededRandomSource(seed: 1))) == []
                expect(StandupShuffler.shuffled(["Ada"], random: SeededRandomSource(seed: 1))) == ["Ada"]
            }
            context("with a listing that has blanks") {
                beforeEach { team = TeamListingStub(names: [" Ada ", "", "Alan"]) }
                it("orders the members its listing gives") {
                    let order = try await shuffler.order()
                    let members = try await shuffler.team()
                    expect(order.map(\.name).sorted()) == ["Ada", "Alan"]
                    expect(members.names) == ["Ada", "Alan"]
                }
            }
            context("with a listing that fails") {
                beforeEach { team = TeamListingStub(failing: .emptyList) }
                it("passes on the listing's error") {
                    await expect { try await shuffler.order() }.to(throwError(TeamListError.emptyList))
                }
            }
        }
    }
}
