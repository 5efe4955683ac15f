import CLI
import PeopleRoulette

/// Renders the stored people: a table of id, name, username, email and company, or with
/// `--json` an object with the people (`Person` objects), the provider and whether the list is
/// sample data.
package struct UsersListView: Sendable {
    /// The people shown, in the order given.
    package let people: [Person]

    /// The view of these people.
    package init(people: [Person]) {
        self.people = people
    }

    /// The table: one row per person.
    package var table: Table {
        Table(
            columns: [.init("ID", alignment: .right), .init("NAME"), .init("USERNAME"), .init("EMAIL"), .init("COMPANY")],
            rows: people.map { [String($0.id), $0.name, $0.username ?? "", $0.email ?? "", $0.company?.name ?? ""] }
        )
    }

    /// What `--json` prints, before `provider` and `sample` are added.
    package struct JSON: Encodable, Sendable, Equatable {
        /// The people, in order.
        package let people: [Person]
    }

    /// The value `--json` prints, before `provider` and `sample` are added.
    package var json: JSON { JSON(people: people) }

    /// Writes the table and the sample-data marker, or the JSON when `--json` was given. The
    /// list's recorded provenance (`stored`) decides the provider and the note; `origin`, that of
    /// `people.source`, only when nothing is recorded (`StoredListOrigin`).
    package func render(to output: CommandOutput, origin: DataOrigin, stored: PeopleProvenance? = nil) throws {
        try StoredListOrigin(stored: stored, configured: origin).render(table, or: json, to: output)
    }
}
