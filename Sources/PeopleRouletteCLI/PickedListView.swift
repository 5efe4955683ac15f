import CLI
import PeopleRoulette

/// Renders the picked list: a table of name and company, or with `--json` the pick: its time,
/// the people (each the same `Person` object as everywhere), the provider and whether the list
/// is sample data.
///
/// ```text
/// NAME          COMPANY
/// Ada Lovelace  Analytical Engines
/// Alan Turing   Bletchley Park
/// ```
package struct PickedListView: Sendable {
    /// The pick shown.
    package let viewModel: PickedListViewModel

    /// The view of a pick.
    package init(viewModel: PickedListViewModel) {
        self.viewModel = viewModel
    }

    /// The table: one row per person, name and company.
    package var table: Table {
        Table(headers: ["NAME", "COMPANY"], rows: viewModel.rows.map { [$0.name, $0.company] })
    }

    /// The value `--json` prints, before `provider` and `sample` are added: the pick.
    package var json: Pick { viewModel.pick }

    /// Writes the table and the sample-data marker, or the JSON when `--json` was given. The
    /// list's recorded provenance, read with the people picked (`viewModel.provenance`), decides
    /// the provider and the note; `origin`, that of `people.source`, only when nothing is
    /// recorded (`StoredListOrigin`).
    package func render(to output: CommandOutput, origin: DataOrigin) throws {
        try StoredListOrigin(stored: viewModel.provenance, configured: origin).render(table, or: json, to: output)
    }
}
