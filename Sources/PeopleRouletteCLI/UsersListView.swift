import CLI
import PeopleRoulette

/// Renders the stored people: a table of id, name, username, email and company, or with
/// `--json` the people in the shape they were downloaded in.
public struct UsersListView: Sendable {
    /// The people shown, in the order given.
    public let people: [Person]

    /// The view of these people.
    public init(people: [Person]) {
        self.people = people
    }

    /// The table: one row per person.
    public var table: Table {
        Table(columns: [.init("ID", alignment: .right), .init("NAME"), .init("USERNAME"), .init("EMAIL"), .init("COMPANY")],
              rows: people.map { [String($0.id), $0.name, $0.username ?? "", $0.email ?? "", $0.company?.name ?? ""] })
    }

    /// Writes the table, or the JSON array when `--json` was given.
    public func render(to output: CommandOutput) throws {
        if output.isJSON { try output.json(people) } else { output.table(table) }
    }
}
