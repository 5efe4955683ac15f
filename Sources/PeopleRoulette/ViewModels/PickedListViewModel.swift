#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The picked list: one row per picked person, with name and company.
public struct PickedListViewModel: Sendable, Equatable {
    /// One row of the list.
    public struct Row: Sendable, Equatable, Codable {
        /// The person's id, to find them again with `show`.
        public let id: Int
        /// The person's name.
        public let name: String
        /// The company's name, empty when unknown.
        public let company: String

        /// A row.
        public init(id: Int, name: String, company: String) {
            self.id = id
            self.name = name
            self.company = company
        }
    }

    /// The pick shown.
    public let pick: Pick

    /// The list of a pick.
    public init(pick: Pick) { self.pick = pick }

    /// One row per person, in the order picked.
    public var rows: [Row] {
        pick.people.map { Row(id: $0.id, name: $0.name, company: $0.company?.name ?? "") }
    }

    /// When the pick was made.
    public var date: Date { pick.date }
}
