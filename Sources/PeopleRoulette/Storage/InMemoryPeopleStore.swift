import Platform

/// A store in memory: for specs, and for `storage.backend=memory`.
package final class InMemoryPeopleStore: PeopleStoring {
    private let state: LockedValue<(people: [Person], picks: [Pick], provenance: PeopleProvenance?)>

    /// A store holding these people and picks (oldest pick first), and where the people came
    /// from (`nil`: not recorded).
    package init(people: [Person] = [], picks: [Pick] = [], provenance: PeopleProvenance? = nil) {
        state = LockedValue((people, picks, provenance))
    }

    package func allPeople() async throws -> [Person] { state.value.people.sorted { $0.id < $1.id } }

    package func count() async throws -> Int { state.value.people.count }

    /// Confirms first, then replaces: the replacement of a value in memory cannot fail.
    package func replaceAll(
        with people: [Person],
        from provenance: PeopleProvenance,
        written: (Int) -> Void,
        beforeCommit confirm: () throws -> Void
    ) async throws {
        written(people.count)
        try confirm()
        state.update {
            $0.people = people
            $0.provenance = provenance
        }
    }

    package func provenance() async throws -> PeopleProvenance? { state.value.provenance }

    /// From one copy of the state: the count, the people and the provenance of the same list.
    package func people(choosing choose: (Int) throws -> [Int]) async throws -> ChosenPeople {
        let state = state.value
        let people = state.people.sorted { $0.id < $1.id }
        let positions = try choose(people.count)
        return ChosenPeople(people: positions.compactMap { people.indices.contains($0) ? people[$0] : nil }, provenance: state.provenance)
    }

    package func record(_ pick: Pick) async throws { state.update { $0.picks.append(pick) } }

    package func history(limit: Int) async throws -> [Pick] { Array(state.value.picks.reversed().prefix(limit)) }
}
