import CLI
import Standup

/// Renders the team as listed: one name a line under the header, or with `--json` the names and
/// where they came from.
///
/// ```text
/// NAME
/// Ada
/// Alan
/// ```
public struct MembersView: Sendable {
    /// The team shown.
    public let team: Team

    public init(team: Team) {
        self.team = team
    }

    /// The table: one name a row, in listed order.
    public var table: Table {
        Table(headers: ["NAME"], rows: team.names.map { [$0] })
    }

    /// What `--json` prints.
    public struct JSON: Encodable, Sendable, Equatable {
        /// The names, in listed order.
        public let members: [String]
        /// `team.members` or the file's path.
        public let source: String
    }

    /// The value `--json` prints.
    public var json: JSON { JSON(members: team.names, source: team.source) }

    /// Writes the table, or the JSON when `--json` was given.
    public func render(to output: CommandOutput) throws {
        if output.isJSON { try output.json(json) } else { try output.table(table) }
    }
}
