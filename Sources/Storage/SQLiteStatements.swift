/// The SQL of one table's record operations, built once from its mapping (`SQLiteTable`):
/// what `SQLiteRecordStore` runs, and what an app's own store runs when it works on the
/// transactions directly.
///
/// ```swift
/// let statements = peopleTable.statements
/// let people = try database.read { try $0.query(statements.selectAll).map(peopleTable.decode) }
/// ```
public struct SQLiteStatements: Sendable, Equatable {
    /// Every row, in the table's order.
    public let selectAll: String
    /// The row whose key is the one parameter.
    public let selectOne: String
    /// How many rows.
    public let countAll: String
    /// A new row: one parameter per column.
    public let insert: String
    /// A new row, or the update of the row with the same key (keeping its place).
    public let upsert: String
    /// Every row.
    public let deleteAll: String
    /// The row whose key is the one parameter.
    public let deleteOne: String

    /// The statements of table `name` over `columns`, keyed by `keyColumn` and read in
    /// `orderBy` order. Names are quoted; `orderBy` is trusted SQL, never user input.
    public init(table name: String, keyColumn: String, columns: [String], orderBy: String) {
        let table = SQLiteIdentifier.quoted(name)
        let key = SQLiteIdentifier.quoted(keyColumn)
        let quoted = columns.map(SQLiteIdentifier.quoted)
        let list = quoted.joined(separator: ", ")
        let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        let updates = quoted.filter { $0 != key }.map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
        selectAll = "SELECT \(list) FROM \(table) ORDER BY \(orderBy)"
        selectOne = "SELECT \(list) FROM \(table) WHERE \(key) = ?"
        countAll = "SELECT count(*) FROM \(table)"
        insert = "INSERT INTO \(table) (\(list)) VALUES (\(placeholders))"
        upsert = insert + (updates.isEmpty ? " ON CONFLICT(\(key)) DO NOTHING" : " ON CONFLICT(\(key)) DO UPDATE SET \(updates)")
        deleteAll = "DELETE FROM \(table)"
        deleteOne = "DELETE FROM \(table) WHERE \(key) = ?"
    }
}
