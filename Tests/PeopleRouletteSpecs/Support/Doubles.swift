import PeopleRoulette
import Platform
import SpecKit

/// A source that answers with a fixed list, or fails.
struct PeopleSourceStub: PeopleSource {
    var name = "the stub source"
    var kind = PeopleProvenance.Kind.file
    var result: Result<[Person], StubFailure>

    func fetchPeople() async throws -> [Person] { try result.get() }
}

struct StubFailure: Error, Equatable {
    let reason: String
}

func people(_ count: Int) -> [Person] {
    (1...count).map { Person(id: $0, name: "Person \($0)", company: .init(name: "Company \($0)")) }
}

/// A store double that hands every call to an in-memory store, but those it answers itself.
/// (What a pick reads together, `people(choosing:)`, is left to the protocol's own reads of the
/// count and the rows, which the doubles below watch.)
protocol InMemoryForwarding: PeopleStoring {
    var store: InMemoryPeopleStore { get }
}

extension InMemoryForwarding {
    func allPeople() async throws -> [Person] { try await store.allPeople() }
    func count() async throws -> Int { try await store.count() }
    func people(at positions: [Int]) async throws -> [Person] { try await store.people(at: positions) }
    func replaceAll(
        with people: [Person],
        from provenance: PeopleProvenance,
        written: (Int) -> Void,
        beforeCommit confirm: () throws -> Void
    ) async throws {
        try await store.replaceAll(with: people, from: provenance, written: written, beforeCommit: confirm)
    }
    func provenance() async throws -> PeopleProvenance? { try await store.provenance() }
    func record(_ pick: Pick) async throws { try await store.record(pick) }
    func history(limit: Int) async throws -> [Pick] { try await store.history(limit: limit) }
}

/// An in-memory store that counts how often the list of people is read.
final class CountingPeopleStoreSpy: InMemoryForwarding {
    let store: InMemoryPeopleStore
    private let reads = Lock(0)

    init(people: [Person]) { store = InMemoryPeopleStore(people: people) }

    /// How many times `allPeople()` was called: the whole list read.
    var readCount: Int { reads.withLock { $0 } }

    func allPeople() async throws -> [Person] {
        reads.withLock { $0 += 1 }
        return try await store.allPeople()
    }
}

/// An in-memory store whose first count is of a longer list than the one it holds, as when
/// another run's `refresh` stored a shorter list between a pick's count and its read.
final class ShrinkingPeopleStoreStub: InMemoryForwarding {
    let store: InMemoryPeopleStore
    private let counts = Lock(0)
    let countedFirst: Int

    init(people: [Person], countedFirst: Int) {
        store = InMemoryPeopleStore(people: people)
        self.countedFirst = countedFirst
    }

    /// How many times the people were counted.
    var countCalls: Int { counts.withLock { $0 } }

    func count() async throws -> Int {
        let call = counts.withLock { calls in
            calls += 1
            return calls
        }
        return call == 1 ? countedFirst : try await store.count()
    }
}

/// A count of `value` people, ending the example when `value` is not 1 or more.
func count(_ value: Int) throws -> PickCount {
    try unwrap(PickCount(value))
}
