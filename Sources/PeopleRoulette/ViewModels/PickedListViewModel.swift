import Foundation

/// The picked list: one row per picked person, with name and company.
public struct PickedListViewModel: Sendable, Equatable {
    /// One row of the list.
    public struct Row: Sendable, Equatable, Codable {
        public let id: Int
        public let name: String
        public let company: String
    }

    public let pick: Pick

    public init(pick: Pick) { self.pick = pick }

    public var rows: [Row] {
        pick.people.map { Row(id: $0.id, name: $0.name, company: $0.company?.name ?? "") }
    }

    public var date: Date { pick.date }
}
