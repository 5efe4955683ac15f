import CLI
import Standup

/// Renders a speaking order: a numbered table, or with `--json` a list of positions and names.
///
/// ```text
///  #  NAME
///  1  Grace
///  2  Ada
/// ```
public struct OrderView: Sendable {
    /// The members, in speaking order.
    public let order: [TeamMember]

    public init(order: [TeamMember]) {
        self.order = order
    }

    /// The table: position (from 1) and name.
    public var table: Table {
        Table(
            columns: [.init("#", alignment: .right), .init("NAME")],
            rows: order.enumerated().map { [String($0.offset + 1), $0.element.name] }
        )
    }

    /// One speaker in `--json`.
    public struct Entry: Encodable, Sendable, Equatable {
        /// The place in the order, from 1.
        public let position: Int
        /// Who speaks there.
        public let name: String
    }

    /// The value `--json` prints.
    public var json: [Entry] {
        order.enumerated().map { Entry(position: $0.offset + 1, name: $0.element.name) }
    }

    /// Writes the table, or the JSON when `--json` was given.
    public func render(to output: CommandOutput) throws {
        if output.isJSON { try output.json(json) } else { try output.table(table) }
    }
}
