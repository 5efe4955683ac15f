import PeopleRoulette

/// A source that answers with a fixed list, or fails.
struct PeopleSourceStub: PeopleSource {
    var name = "the stub source"
    var result: Result<[Person], StubFailure>

    func fetchPeople() async throws -> [Person] { try result.get() }
}

struct StubFailure: Error, Equatable {
    let reason: String
}

func people(_ count: Int) -> [Person] {
    (1...count).map { Person(id: $0, name: "Person \($0)", company: .init(name: "Company \($0)")) }
}
