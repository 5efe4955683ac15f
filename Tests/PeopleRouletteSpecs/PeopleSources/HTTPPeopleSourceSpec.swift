import Foundation
import Networking
import NetworkingTesting
import PeopleRoulette
import SpecKit
import SpecKitHTTP

final class HTTPPeopleSourceSpec: Spec {
    override func spec() {
        describe("HTTPPeopleSource") {
            let http = HTTPStubs()
            let usersURL = URL(string: "https://jsonplaceholder.typicode.com/users") ?? URL(fileURLWithPath: "/")
            let source = HTTPPeopleSource(api: CurlAPIHandler(transport: HTTPStubsTransport(http)), url: usersURL, timeout: 5)

            func failure() async -> PeopleSourceError? {
                do {
                    _ = try await source.fetchPeople()
                    return nil
                } catch {
                    return error as? PeopleSourceError
                }
            }

            context("when the API answers a list of people") {
                beforeEach {
                    http.stub(.get, host: "jsonplaceholder.typicode.com", path: "/users")
                        .respond(
                            headers: ["Content-Type": "application/json"],
                            body: """
                                [{"id": 1, "name": "Leanne Graham", "username": "Bret", "email": "Sincere@april.biz",
                                  "address": {"street": "Kulas Light", "geo": {"lat": "-37.3159"}}, "phone": "1-770-736-8031 x56442",
                                  "website": "hildegard.org", "company": {"name": "Romaguera-Crona", "catchPhrase": "Multi-layered", "bs": "harness"}},
                                 {"id": 2, "name": "Ervin Howell"}]
                                """
                        )
                }
                it("sends one GET to the host and path of people.url, asking for JSON") {
                    _ = try await source.fetchPeople()
                    expect(http.requests.count) == 1
                    expect(http.requests.first?.method) == .get
                    expect(http.requests.first?.url.host) == "jsonplaceholder.typicode.com"
                    expect(http.requests.first?.path) == "/users"
                    expect(http.requests.first?.header("Accept")) == "application/json"
                }
                it("decodes every person, ignoring the fields it does not use") {
                    let people = try await source.fetchPeople()
                    expect(people) == [
                        Person(
                            id: 1,
                            name: "Leanne Graham",
                            username: "Bret",
                            email: "Sincere@april.biz",
                            phone: "1-770-736-8031 x56442",
                            website: "hildegard.org",
                            company: .init(name: "Romaguera-Crona", catchPhrase: "Multi-layered")
                        ),
                        Person(id: 2, name: "Ervin Howell"),
                    ]
                }
            }

            it("is named by its address without query or credentials") {
                let secret = HTTPPeopleSource(
                    api: CurlAPIHandler(transport: HTTPStubsTransport(http)),
                    url: URL(string: "https://ann:pw@example.com/users?key=abc") ?? usersURL
                )
                expect(secret.name) == "https://example.com/users"
            }
            it("records its list's provenance as http, at its address without query or credentials") {
                let secret = HTTPPeopleSource(
                    api: CurlAPIHandler(transport: HTTPStubsTransport(http)),
                    url: URL(string: "https://ann:pw@example.com/users?key=abc") ?? usersURL
                )
                let date = Date(timeIntervalSince1970: 1000)
                expect(secret.provenance(storedAt: date)) == PeopleProvenance(kind: .http, location: "https://example.com/users", storedAt: date)
            }

            context("when the host cannot be reached") {
                it("says so, with exit code 69") {
                    http.stub(.get, host: "jsonplaceholder.typicode.com").fail(.cannotConnectToHost)
                    let error = await failure()
                    expect(error?.message)
                        == "cannot load the people: cannot connect to host jsonplaceholder.typicode.com for https://jsonplaceholder.typicode.com/users"
                    expect(error?.exitCode.rawValue) == 69
                    expect(error?.hint).to(endWith("; the stored list was kept; --set people.source=bundled works offline"))
                }
            }

            context("when the request times out") {
                it("says after how long") {
                    http.stub(.get, host: "jsonplaceholder.typicode.com").fail(.timedOut)
                    let error = await failure()
                    expect(error?.message) == "cannot load the people: https://jsonplaceholder.typicode.com/users did not answer within 5 s"
                    expect(error?.exitCode.rawValue) == 69
                }
            }

            for (status, phrase) in [(404, "not found"), (500, "internal server error")] {
                context("when the API answers \(status)") {
                    it("gives the status, with exit code 69") {
                        http.stub(.get, host: "jsonplaceholder.typicode.com").respond(status: status, body: "oops")
                        let error = await failure()
                        expect(error?.message)
                            == "cannot load the people: https://jsonplaceholder.typicode.com/users answered HTTP \(status) (\(phrase))"
                        expect(error?.exitCode.rawValue) == 69
                    }
                }
            }

            context("when the body is not JSON") {
                it("says so, with exit code 65") {
                    http.stub(.get, host: "jsonplaceholder.typicode.com").respond(body: "<html>maintenance</html>")
                    let error = await failure()
                    expect(error?.message)
                        == "cannot load the people: the response from https://jsonplaceholder.typicode.com/users is not the expected JSON: the body is not valid JSON"
                    expect(error?.exitCode.rawValue) == 65
                }
            }

            context("when the JSON is not a list of people") {
                it("names the bad field") {
                    http.stub(.get, host: "jsonplaceholder.typicode.com").respond(body: #"[{"id": 1, "name": "A"}, {"id": "2", "name": "B"}]"#)
                    let error = await failure()
                    expect(error?.message).to(contain("is not the expected JSON: field [1].id"))
                    expect(error?.exitCode.rawValue) == 65
                }
                it("says when the document is not an array") {
                    http.stub(.get, host: "jsonplaceholder.typicode.com").respond(body: #"{"results": [{"name": {"first": "Ann"}}]}"#)
                    let error = await failure()
                    expect(error?.message).to(contain("is not the expected JSON: the body should be an array"))
                }
            }

            context("through the users handler") {
                let stored = [Person(id: 7, name: "Kept")]
                let store = InMemoryPeopleStore(people: stored)
                let handler = PeopleHandler(source: source, store: store)

                it("rejects an empty array and keeps the stored list") {
                    http.stub(.get, host: "jsonplaceholder.typicode.com").respond(body: "[]")
                    await expecta { try await handler.download() }.to(
                        throwError(PeopleError.emptyList(source: "https://jsonplaceholder.typicode.com/users"))
                    )
                    await expecta { try await store.allPeople() }.to(equal(stored))
                }
                it("rejects duplicate ids and keeps the stored list") {
                    http.stub(.get, host: "jsonplaceholder.typicode.com").respond(body: #"[{"id": 1, "name": "A"}, {"id": 1, "name": "B"}]"#)
                    await expecta { try await handler.download() }.to(
                        throwError(PeopleError.duplicateID(1, source: "https://jsonplaceholder.typicode.com/users"))
                    )
                    await expecta { try await store.allPeople() }.to(equal(stored))
                }
                it("keeps the stored list when the server fails") {
                    http.stub(.get, host: "jsonplaceholder.typicode.com").respond(status: 500)
                    await expecta { try await handler.download() }.to(throwError(errorType: PeopleSourceError.self))
                    await expecta { try await store.allPeople() }.to(equal(stored))
                }
            }
        }
    }
}
