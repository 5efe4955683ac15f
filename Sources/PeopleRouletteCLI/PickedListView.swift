import CLI
import Foundation
import PeopleRoulette

/// Renders the picked list: a table of name and company, or with `--json` an object with the
/// time of the pick and the people.
///
/// ```text
/// NAME          COMPANY
/// Ada Lovelace  Analytical Engines
/// Alan Turing   Bletchley Park
/// ```
public struct PickedListView: Sendable {
    /// The pick shown.
    public let viewModel: PickedListViewModel

    /// The view of a pick.
    public init(viewModel: PickedListViewModel) {
        self.viewModel = viewModel
    }

    /// The table: one row per person, name and company.
    public var table: Table {
        Table(headers: ["NAME", "COMPANY"], rows: viewModel.rows.map { [$0.name, $0.company] })
    }

    /// What `--json` prints.
    public struct JSON: Encodable, Sendable, Equatable {
        /// When the pick was made.
        public let date: Date
        /// Who came out, in the order picked.
        public let people: [PickedListViewModel.Row]
    }

    /// The value `--json` prints.
    public var json: JSON { JSON(date: viewModel.date, people: viewModel.rows) }

    /// Writes the table, or the JSON when `--json` was given.
    public func render(to output: CommandOutput) throws {
        if output.isJSON { try output.json(json) } else { output.table(table) }
    }
}
