#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Keeps the list of people and the history of picks.
///
/// `replaceAll` swaps the whole list in one transaction: readers see the old list or the new one,
/// never a mix or nothing.
package protocol PeopleStoring: Sendable {
    /// The stored people, in id order.
    func allPeople() async throws -> [Person]
    /// How many people are stored, without reading them.
    func count() async throws -> Int
    /// The stored people at these positions of the id order (0 is the lowest id), in the order
    /// asked, reading only their rows; a position past the end is left out.
    func people(at positions: [Int]) async throws -> [Person]
    /// How many people are stored, the people at the positions `choose` returns for that
    /// number (in the order it gives; a position past the end is left out) and where the list
    /// came from, read together: in one read transaction where the store has them, so that the
    /// count, the rows and the provenance are of the same list. What `pick` reads.
    func people(choosing choose: (Int) throws -> [Int]) async throws -> ChosenPeople
    /// Replaces the stored list with this one and records where it came from, atomically,
    /// telling `written` how many people are written so far as it goes (for a progress line),
    /// and calling `confirm` once the new list is written and before it is committed: when
    /// `confirm` throws (the report of the replacement could not be written), nothing is
    /// replaced and its error is thrown.
    func replaceAll(
        with people: [Person],
        from provenance: PeopleProvenance,
        written: (Int) -> Void,
        beforeCommit confirm: () throws -> Void
    ) async throws
    /// Where the stored list came from; `nil` when no list was ever stored.
    func provenance() async throws -> PeopleProvenance?
    /// Appends a pick to the history.
    func record(_ pick: Pick) async throws
    /// The most recent picks, newest first.
    func history(limit: Int) async throws -> [Pick]
}

extension PeopleStoring {
    /// The number of people `allPeople()` returns: a store that can count without reading the
    /// list says so with its own.
    package func count() async throws -> Int {
        try await allPeople().count
    }

    /// The people of `allPeople()` at these positions: a store that can read rows by position
    /// says so with its own.
    package func people(at positions: [Int]) async throws -> [Person] {
        let people = try await allPeople()
        return positions.compactMap { people.indices.contains($0) ? people[$0] : nil }
    }

    /// `count()`, `people(at:)` and `provenance()` one after the other: a store that can read
    /// them together says so with its own.
    package func people(choosing choose: (Int) throws -> [Int]) async throws -> ChosenPeople {
        let positions = try choose(try await count())
        return ChosenPeople(people: try await people(at: positions), provenance: try await provenance())
    }

    /// Replaces the stored list with this one and records where it came from, atomically.
    package func replaceAll(with people: [Person], from provenance: PeopleProvenance) async throws {
        try await replaceAll(with: people, from: provenance, written: { _ in }, beforeCommit: {})
    }

    /// Replaces the stored list with this one, its source recorded as unknown.
    package func replaceAll(with people: [Person]) async throws {
        try await replaceAll(with: people, from: .unknown)
    }
}

/// One spin of the roulette: when, and who came out.
package struct Pick: Codable, Sendable, Hashable {
    /// When the roulette was spun.
    package let date: Date
    /// Who came out, in the order picked.
    package let people: [Person]

    /// A pick made at `date`.
    package init(date: Date, people: [Person]) {
        self.date = date
        self.people = people
    }
}
