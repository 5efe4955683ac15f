import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The details of one person: name, username and email, found by id or by name.
package struct PersonDetailsViewModel: Sendable, Equatable {
    /// The person shown.
    package let person: Person

    /// The details of `person`.
    package init(person: Person) { self.person = person }

    /// Finds a person by id (`3`) or by name, case-insensitively: an exact name first, then the
    /// only name containing the query.
    package static func find(_ query: String, in people: [Person]) throws(PeopleError) -> PersonDetailsViewModel {
        let trimmed = query.trimmingBlanks
        if let id = Int(trimmed), let person = people.first(where: { $0.id == id }) {
            return PersonDetailsViewModel(person: person)
        }
        let lowered = trimmed.lowercased()
        if let person = people.first(where: { $0.name.lowercased() == lowered || $0.username?.lowercased() == lowered }) {
            return PersonDetailsViewModel(person: person)
        }
        let partial = people.filter { $0.name.lowercased().contains(lowered) }
        if !lowered.isEmpty, let only = partial.first {
            guard partial.count == 1 else { throw .ambiguousPerson(query, matches: partial.map(\.name)) }
            return PersonDetailsViewModel(person: only)
        }
        throw .personNotFound(query)
    }

    /// The name.
    package var name: String { person.name }
    /// The username, empty when unknown.
    package var username: String { person.username ?? "" }
    /// The email address, empty when unknown.
    package var email: String { person.email ?? "" }
}
