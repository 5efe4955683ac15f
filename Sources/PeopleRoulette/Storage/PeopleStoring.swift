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
    /// Replaces the stored list with this one and records where it came from, atomically.
    func replaceAll(with people: [Person], from provenance: PeopleProvenance) async throws
    /// Where the stored list came from; `nil` when no list was ever stored.
    func provenance() async throws -> PeopleProvenance?
    /// Appends a pick to the history.
    func record(_ pick: Pick) async throws
    /// The most recent picks, newest first.
    func history(limit: Int) async throws -> [Pick]
}

extension PeopleStoring {
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
