import Foundation
import Standup

/// A text table: a header row and rows, columns two spaces apart.
public struct TextTable: Sendable, Equatable {
    public var headers: [String]
    public var rows: [[String]]
    /// The columns aligned right; the others are aligned left.
    public var rightAligned: Set<Int>

    public init(headers: [String], rows: [[String]], rightAligned: Set<Int> = []) {
        self.headers = headers
        self.rows = rows
        self.rightAligned = rightAligned
    }

    /// The table as lines of text.
    public var text: String {
        let all = [headers] + rows
        let widths = headers.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if rightAligned.contains(column) { return padding + cell }
                return column == row.count - 1 ? cell : cell + padding
            }
            .joined(separator: "  ")
        }
        .joined(separator: "\n") + "\n"
    }
}

/// Renders a speaking order: a numbered table, or JSON.
public struct OrderView: Sendable {
    public let order: [TeamMember]

    public init(order: [TeamMember]) {
        self.order = order
    }

    /// One speaker in JSON.
    public struct Entry: Codable, Sendable, Equatable {
        public let position: Int
        public let name: String
    }

    public var table: TextTable {
        TextTable(
            headers: ["#", "NAME"],
            rows: order.enumerated().map { [String($0.offset + 1), $0.element.name] },
            rightAligned: [0]
        )
    }

    public var json: [Entry] { order.enumerated().map { Entry(position: $0.offset + 1, name: $0.element.name) } }
}

/// Renders the team as listed: one name a row, or JSON.
public struct MembersView: Sendable {
    public let team: Team

    public init(team: Team) {
        self.team = team
    }

    /// The team in JSON.
    public struct JSON: Codable, Sendable, Equatable {
        public let members: [String]
        public let source: String
    }

    public var table: TextTable { TextTable(headers: ["NAME"], rows: team.names.map { [$0] }) }

    public var json: JSON { JSON(members: team.names, source: team.source) }
}

/// Writes JSON the way every command does: sorted keys, indented, a final newline.
public func jsonText<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
}
