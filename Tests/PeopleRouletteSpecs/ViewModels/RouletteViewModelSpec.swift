import Foundation
import PeopleRoulette
import Platform
import SpecKit

final class RouletteViewModelSpec: Spec {
    override func spec() {
        describe("RouletteViewModel") {
            var store = InMemoryPeopleStore()
            var source = PeopleSourceStub(result: .success(people(4)))
            var viewModel: RouletteViewModel {
                let users = UsersHandler(source: source, store: store)
                return RouletteViewModel(users: users, downloader: users, roulette: RouletteHandler(users: users, store: store, random: SeededRandomSource(seed: 3), clock: SystemTimeSource()))
            }

            context("when no people are stored") {
                it("downloads them first") {
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

            context("when loading fails") {
                beforeEach { source = PeopleSourceStub(result: .failure(StubFailure(reason: "offline"))) }
                it("shows an error message") {
                    let state = await viewModel.loadState()
                    expect(state) == .failed(message: "StubFailure(reason: \"offline\")")
                }
            }

            it("offers counts from 1 to the number of people") {
                let list = people(4)
                expect(viewModel.minimum) == 1
                expect(viewModel.maximum(of: list)) == 4
                expect(viewModel.choices(for: list)) == [1, 2, 3, 4]
                expect(viewModel.choices(for: [])) == []
            }

            it("spins into a picked list with name and company per row") {
                let picked = try await viewModel.spin(2)
                expect(picked.rows.count) == 2
                expect(picked.rows.allSatisfy { $0.company == "Company \($0.id)" }) == true
            }

            it("rejects a spin of more people than there are") {
                var caught: PeopleError?
                do { _ = try await viewModel.spin(5) } catch let error as PeopleError { caught = error }
                expect(caught) == .countTooLarge(requested: 5, available: 4)
            }
        }

        describe("PersonDetailsViewModel") {
            let list = [Person(id: 1, name: "Ada Lovelace", username: "ada", email: "ada@x"), Person(id: 2, name: "Alan Turing", username: "alan", email: "alan@x")]
            it("finds by id") { expect(try PersonDetailsViewModel.find("2", in: list).name) == "Alan Turing" }
            it("finds by exact name, ignoring case") { expect(try PersonDetailsViewModel.find("ada lovelace", in: list).email) == "ada@x" }
            it("finds by username") { expect(try PersonDetailsViewModel.find("alan", in: list).name) == "Alan Turing" }
            it("finds by the only name containing the query") { expect(try PersonDetailsViewModel.find("Turing", in: list).username) == "alan" }
            it("fails for nobody") {
                var caught: PeopleError?
                do { _ = try PersonDetailsViewModel.find("Grace", in: list) } catch let error as PeopleError { caught = error }
                expect(caught) == .personNotFound("Grace")
            }
            it("fails when the query is ambiguous, naming the matches") {
                var caught: PeopleError?
                do { _ = try PersonDetailsViewModel.find("a", in: list) } catch let error as PeopleError { caught = error }
                expect(caught) == .ambiguousPerson("a", matches: ["Ada Lovelace", "Alan Turing"])
                expect(caught?.message) == "\"a\" matches 2 people: Ada Lovelace, Alan Turing"
            }
        }
    }
}
