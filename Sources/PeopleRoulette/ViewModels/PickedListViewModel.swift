#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The picked list: one row per picked person, with name and company.
package struct PickedListViewModel: Sendable, Equatable {
    /// One row of the list.
    package struct Row: Sendable, Equatable, Codable {
        /// The person's id, to find them again with `show`.
        package let id: Int
        /// The person's name.
        package let name: String
        /// The company's name, empty when unknown.
        package let company: String

        /// A row.
        package init(id: Int, name: String, company: String) {
            self.id = id
            self.name = name
            self.company = company
        }
    }

    /// The pick shown.
    package let pick: Pick
    /// Where the list picked from came from, read with the people picked; `nil` when not
    /// recorded (or not read: a pick from a list its caller read).
    package let provenance: PeopleProvenance?

    /// The list of a pick from a list of this provenance.
    package init(pick: Pick, provenance: PeopleProvenance? = nil) {
        self.pick = pick
        self.provenance = provenance
    }

    /// One row per person, in the order picked.
    package var rows: [Row] {
        pick.people.map { Row(id: $0.id, name: $0.name, company: $0.company?.name ?? "") }
    }

    /// When the pick was made.
    package var date: Date { pick.date }
}
