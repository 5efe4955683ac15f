import CompositionTesting
import PeopleRoulette
import SpecKit

final class PeopleHandlerSpec: Spec {
    override func spec() {
        describe("PeopleHandler") {
            let old = people(2)
            var store: InMemoryPeopleStore!
            var source: PeopleSourceStub!
            var app: AppTestContainer!
            var downloader: (any PeopleDownloading)!
            beforeEach {
                store = InMemoryPeopleStore(people: old)
                source = PeopleSourceStub(result: .success(people(5)))
            }
            justBeforeEach {
                app = try await peopleGraph(store: store, source: source)
                downloader = try app.resolve((any PeopleDownloading).self)
            }

            context("when the download succeeds") {
                it("replaces the stored list") {
                    try await downloader.download()
                    let stored = try await store.allPeople()
                    expect(stored) == people(5)
                }
                it("returns the new list") {
                    let downloaded = try await downloader.download()
                    expect(downloaded.count) == 5
                }
            }

            context("when the download fails") {
                beforeEach { source = PeopleSourceStub(result: .failure(StubFailure(reason: "offline"))) }
                it("keeps the stored users") {
                    await expecta { try await downloader.download() }.to(throwError(StubFailure(reason: "offline")))
                    let stored = try await store.allPeople()
                    expect(stored) == old
                }
            }

            context("when the source returns an empty list") {
                beforeEach { source = PeopleSourceStub(result: .success([])) }
                it("keeps the stored users") {
                    await expecta { try await downloader.download() }.to(throwError(PeopleError.emptyList(source: "the stub source")))
                    let stored = try await store.allPeople()
                    expect(stored) == old
                }
            }

            context("when the source returns duplicate ids") {
                beforeEach { source = PeopleSourceStub(result: .success([Person(id: 1, name: "A"), Person(id: 1, name: "B")])) }
                it("keeps the stored users") {
                    await expecta { try await downloader.download() }.to(throwError(PeopleError.duplicateID(1, source: "the stub source")))
                    let stored = try await store.allPeople()
                    expect(stored) == old
                }
            }

            context("when the source returns a blank name") {
                beforeEach { source = PeopleSourceStub(result: .success([Person(id: 1, name: "A"), Person(id: 2, name: " ")])) }
                it("keeps the stored users") {
                    await expecta { try await downloader.download() }.to(throwError(PeopleError.emptyName(id: 2, source: "the stub source")))
                    let stored = try await store.allPeople()
                    expect(stored) == old
                }
            }

            it("retrieves the stored list") {
                let retriever = try app.resolve((any PeopleRetrieving).self)
                let stored = try await retriever.retrieve()
                expect(stored) == old
            }

            context("with a source that has a name") {
                beforeEach { source = PeopleSourceStub(name: "https://example.com/users", result: .success([])) }
                it("names its source, for messages") {
                    expect(downloader.sourceName) == "https://example.com/users"
                }
            }
        }
    }
}
