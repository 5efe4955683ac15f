import CLI
import PeopleRoulette

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Renders the history of picks, newest first: a table of the time (UTC, ISO 8601) and the
/// names picked, or with `--json` an array of picks, each as `pick --json` prints it without
/// `provider` and `sample`: its time and its people (`Person` objects); `[]` when empty.
///
/// ```text
/// DATE                  PEOPLE
/// 2024-05-01T10:00:00Z  Ada Lovelace, Alan Turing
/// ```
package struct HistoryView: Sendable {
    /// The picks shown, newest first.
    package let picks: [Pick]

    /// The view of these picks, newest first.
    package init(picks: [Pick]) {
        self.picks = picks
    }

    /// The table: when (UTC) and who, one pick a row.
    package var table: Table {
        Table(headers: ["DATE", "PEOPLE"], rows: picks.map { [$0.date.formatted(.iso8601), $0.people.map(\.name).joined(separator: ", ")] })
    }

    /// The line printed instead of an empty table.
    static let emptyText = "No picks yet: run `people-roulette pick`."

    /// The value `--json` prints: the picks.
    package var json: [Pick] { picks }

    /// Writes the table (or a line when there is no history), or the JSON when `--json` was given.
    package func render(to output: CommandOutput) throws {
        if output.isJSON {
            try output.json(json)
        } else if picks.isEmpty {
            try output.line(Self.emptyText)
        } else {
            try output.table(table)
        }
    }
}
