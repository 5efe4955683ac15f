import Foundation
import PeopleRoulette
import Platform
import SpecKit

final class RouletteViewModelSpec: Spec {
    override func spec() {
        describe("RouletteViewModel") {
            var store: (any PeopleStoring)!
            var source: PeopleSourceStub!
            var viewModel: RouletteViewModel!
            beforeEach {
                store = InMemoryPeopleStore()
                source = PeopleSourceStub(result: .success(people(4)))
            }
            justBeforeEach { viewModel = try await peopleGraph(store: store, source: source).resolve(RouletteViewModel.self) }

            context("when no people are stored") {
                it("downloads them first when counting them, and stores them") {
                    let available = try await viewModel.loadCount()
                    let stored = try await store.allPeople()
                    expect(available) == 4
                    expect(stored.count) == 4
                }
                it("downloads them first and stores them") {
                    let loaded = try await viewModel.load()
                    let stored = try await store.allPeople()
                    expect(loaded.count) == 4
                    expect(stored.count) == 4
                }
            }

            context("when people are stored") {
                beforeEach {
                    store = InMemoryPeopleStore(people: people(2))
                    source = PeopleSourceStub(result: .failure(StubFailure(reason: "must not download")))
                }
                it("uses them without downloading") {
                    let loaded = try await viewModel.load()
                    expect(loaded.count) == 2
                }
            }

            context("when the download fails") {
                beforeEach { source = PeopleSourceStub(result: .failure(StubFailure(reason: "offline"))) }
                it("fails a spin with the download's error") {
                    await expecta { try await viewModel.spin(.one) }.to(throwError(StubFailure(reason: "offline")))
                }
            }

            context("with a store that counts its reads") {
                var counting: CountingPeopleStoreSpy!
                beforeEach {
                    counting = CountingPeopleStoreSpy(people: people(4))
                    store = counting
                }
                it("counts the stored people and spins on the store without reading the whole list") {
                    let available = try await viewModel.loadCount()
                    expect(available) == 4
                    var shown: [PickedListViewModel.Row] = []
                    let picked = try await viewModel.spin(try count(2)) { shown = $0.rows }
                    expect(shown) == picked.rows
                    expect(picked.rows.count) == 2
                    expect(counting.readCount) == 0
                    let history = try await counting.history(limit: 10)
                    expect(history.count) == 1
                }
                it("reads the stored people once for a spin") {
                    let picked = try await viewModel.spin(try count(2))
                    expect(picked.rows.count) == 2
                    expect(counting.readCount) == 1
                    let history = try await counting.history(limit: 10)
                    expect(history.count) == 1
                }
            }
            it("spins into a picked list with name and company per row") {
                let picked = try await viewModel.spin(try count(2))
                expect(picked.rows.count) == 2
                expect(picked.rows).to(allPass { $0.company == "Company \($0.id)" })
            }

            it("hands the picked list to its view, and records the pick once the view showed it") {
                let everyone = try await viewModel.load()
                var shown: [PickedListViewModel.Row] = []
                let picked = try await viewModel.spin(try count(2), from: everyone) { shown = $0.rows }
                expect(shown) == picked.rows
                let history = try await store.history(limit: 10)
                expect(history.count) == 1
            }
            it("records no pick when its view failed to show it") {
                let everyone = try await viewModel.load()
                let two = try count(2)
                await expecta {
                    try await viewModel.spin(two, from: everyone) { _ in
                        throw WriteError.failed(output: "standard output", reason: "no space is left on the device")
                    }
                }
                .to(throwError(WriteError.failed(output: "standard output", reason: "no space is left on the device")))
                let history = try await store.history(limit: 10)
                expect(history).to(beEmpty())
            }
            it("rejects a spin of more people than there are, saying how many there are") {
                let five = try count(5)
                await expecta { try await viewModel.spin(five) }.to(throwError(PeopleError.countTooLarge(requested: 5, available: 4)))
            }
        }

        describe("PersonDetailsViewModel") {
            let list = [
                Person(id: 1, name: "Ada Lovelace", username: "ada", email: "ada@x"),
                Person(id: 2, name: "Alan Turing", username: "alan", email: "alan@x"),
            ]
            it("finds by id") { expect(try PersonDetailsViewModel.find("2", in: list).name) == "Alan Turing" }
            it("finds by exact name, ignoring case") { expect(try PersonDetailsViewModel.find("ada lovelace", in: list).email) == "ada@x" }
            it("finds by username") { expect(try PersonDetailsViewModel.find("alan", in: list).name) == "Alan Turing" }
            it("finds by the only name containing the query") { expect(try PersonDetailsViewModel.find("Turing", in: list).username) == "alan" }
            it("fails for nobody") {
                expect { try PersonDetailsViewModel.find("Grace", in: list) }.to(throwError(PeopleError.personNotFound("Grace")))
            }
            it("fails when the query is ambiguous, naming the matches") {
                var caught: PeopleError?
                do { _ = try PersonDetailsViewModel.find("a", in: list) } catch let error as PeopleError { caught = error }
                expect(caught) == .ambiguousPerson("a", matches: ["Ada Lovelace", "Alan Turing"])
                expect(caught?.message) == "\"a\" matches 2 people: Ada Lovelace, Alan Turing"
            }
        }

        describe("PickedListViewModel") {
            it("has a row of name and company per person, in pick order") {
                let pick = Pick(
                    date: Date(timeIntervalSince1970: 0),
                    people: [Person(id: 2, name: "B", company: .init(name: "Co")), Person(id: 1, name: "A")]
                )
                expect(PickedListViewModel(pick: pick).rows) == [.init(id: 2, name: "B", company: "Co"), .init(id: 1, name: "A", company: "")]
            }
        }
    }
}
