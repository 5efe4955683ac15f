import PeopleRoulette
import SpecKit

final class UsersHandlerSpec: Spec {
    override func spec() {
        describe("UsersHandler") {
            let old = people(2)
            let store = InMemoryPeopleStore(people: old)

            context("when the download succeeds") {
                it("replaces the stored list") {
                    let handler = UsersHandler(source: PeopleSourceStub(result: .success(people(5))), store: store)
                    try await handler.download()
                    let stored = try await handler.retrieve()
                    expect(stored.count) == 5
                }
            }

            context("when the download fails") {
                it("keeps the stored users") {
                    let handler = UsersHandler(source: PeopleSourceStub(result: .failure(StubFailure(reason: "offline"))), store: store)
                    var caught: StubFailure?
                    do { try await handler.download() } catch let error as StubFailure { caught = error }
                    expect(caught) == StubFailure(reason: "offline")
                    let stored = try await store.allPeople()
                    expect(stored) == old
                }
            }

            context("when the source returns an empty list") {
                it("keeps the stored users") {
                    let handler = UsersHandler(source: PeopleSourceStub(result: .success([])), store: store)
                    var caught: PeopleError?
                    do { try await handler.download() } catch let error as PeopleError { caught = error }
                    expect(caught) == .emptyList(source: "the stub source")
                    let stored = try await store.allPeople()
                    expect(stored) == old
                }
            }

            context("when the source returns duplicate ids") {
                it("keeps the stored users") {
                    let handler = UsersHandler(source: PeopleSourceStub(result: .success([Person(id: 1, name: "A"), Person(id: 1, name: "B")])), store: store)
                    var caught: PeopleError?
                    do { try await handler.download() } catch let error as PeopleError { caught = error }
                    expect(caught) == .duplicateID(1, source: "the stub source")
                    let stored = try await store.allPeople()
                    expect(stored) == old
                }
            }
        }
    }
}

final class UsersHandlerSourceNameSpec: Spec {
    override func spec() {
        describe("UsersHandler's source name") {
            it("is the source's name, for messages") {
                let handler = UsersHandler(source: PeopleSourceStub(name: "https://example.com/users", result: .success([])), store: InMemoryPeopleStore())
                expect(handler.sourceName) == "https://example.com/users"
            }
        }
    }
}
