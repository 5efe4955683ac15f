import CLI
import PeopleRoulette

/// Renders the details of one person: name, username and email as aligned label and value, or
/// with `--json` an object with the person (the same `Person` object as everywhere), the
/// provider and whether the list is sample data.
///
/// ```text
/// Name      Ada Lovelace
/// Username  ada
/// Email     ada@analytical.example
/// ```
package struct PersonDetailsView: Sendable {
    /// The person shown.
    package let viewModel: PersonDetailsViewModel

    /// The view of one person's details.
    package init(viewModel: PersonDetailsViewModel) {
        self.viewModel = viewModel
    }

    /// Label and value, one line each, without a header.
    package var table: Table {
        Table(headers: ["", ""], rows: [["Name", viewModel.name], ["Username", viewModel.username], ["Email", viewModel.email]])
    }

    /// What `--json` prints, before `provider` and `sample` are added.
    package struct JSON: Encodable, Sendable, Equatable {
        /// The person.
        package let person: Person
    }

    /// The value `--json` prints, before `provider` and `sample` are added.
    package var json: JSON { JSON(person: viewModel.person) }

    /// Writes the lines and the sample-data marker, or the JSON when `--json` was given. The
    /// list's recorded provenance (`stored`) decides the provider and the note; `origin`, that of
    /// `people.source`, only when nothing is recorded (`StoredListOrigin`).
    package func render(to output: CommandOutput, origin: DataOrigin, stored: PeopleProvenance? = nil) throws {
        try StoredListOrigin(stored: stored, configured: origin).render(table, or: json, to: output)
    }
}
