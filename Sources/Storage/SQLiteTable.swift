#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How records of one type map to the rows of one table: its name, its key column, the
/// columns written and read, and the two conversions.
///
/// The table itself is created by a migration of the schema; the key column must be its
/// `PRIMARY KEY` (or `UNIQUE`). Records come back ordered by `orderBy`, the rowid by default,
/// which keeps the order they were first saved in, unless the key is declared
/// `INTEGER PRIMARY KEY`: then it is the rowid, and the order is the ids'.
///
/// ```swift
/// let people = SQLiteTable<Person>(
///     name: "people", keyColumn: "id", columns: ["id", "name", "email"],
///     encode: { [$0.id.sqliteValue, $0.name.sqliteValue, $0.email.sqliteValue] },
///     decode: { row in Person(id: try row["id"], name: try row["name"], email: try row["email"]) }
/// )
/// ```
public struct SQLiteTable<Record: StorableRecord>: Sendable {
    /// The table's name.
    public let name: String
    /// The column holding the record's id.
    public let keyColumn: String
    /// The columns written and read, the key column among them.
    public let columns: [String]
    /// The SQL after `ORDER BY` when all records are read: `rowid` unless told otherwise.
    public let orderBy: String
    /// The values of a record's row, one per column, in the order of `columns`.
    public let encode: @Sendable (Record) throws -> [SQLiteValue]
    /// The record of a row holding `columns`.
    public let decode: @Sendable (SQLiteRow) throws -> Record

    /// A mapping; `encode` returns one value per column, in the order of `columns`, and
    /// `decode` reads a row holding those columns. `orderBy` is trusted SQL, never user input.
    public init(
        name: String,
        keyColumn: String,
        columns: [String],
        orderBy: String = "rowid",
        encode: @escaping @Sendable (Record) throws -> [SQLiteValue],
        decode: @escaping @Sendable (SQLiteRow) throws -> Record
    ) {
        self.name = name
        self.keyColumn = keyColumn
        self.columns = columns
        self.orderBy = orderBy
        self.encode = encode
        self.decode = decode
    }

    /// The SQL of the table's record operations.
    public var statements: SQLiteStatements {
        SQLiteStatements(table: name, keyColumn: keyColumn, columns: columns, orderBy: orderBy)
    }

    /// The values of a record's row, checked against the columns (a wrong count is
    /// `StorageError.programmingError`).
    public func row(for record: Record) throws -> [SQLiteValue] {
        let values = try encode(record)
        guard values.count == columns.count else {
            throw StorageError.programmingError(
                reason: "table \(name) has \(columns.count) columns, but a record was encoded as \(values.count) values"
            )
        }
        return values
    }

    /// Throws `StorageError.programmingError` for an empty name or a key column not among the columns.
    public func validate() throws(StorageError) {
        guard !name.isEmpty, !columns.isEmpty, !columns.contains(where: \.isEmpty) else {
            throw .programmingError(reason: "table \"\(name)\" needs a name and named columns")
        }
        guard columns.contains(keyColumn) else {
            throw .programmingError(
                reason: "the key column \(keyColumn) of table \(name) is not among its columns \(columns.joined(separator: ", "))"
            )
        }
    }
}

extension SQLiteTable where Record: Codable, Record.ID: SQLiteValueConvertible {
    /// A table keeping each record as JSON beside its id: two columns, no mapping to write.
    /// Create it in a migration with `jsonTableDefinition(name:)`.
    ///
    /// ```swift
    /// SQLiteMigration(version: 2, "history", sql: SQLiteTable<Pick>.jsonTableDefinition(name: "history"))
    /// let history = SQLiteRecordStore(database: database, table: .json(name: "history"))
    /// ```
    public static func json(name: String, keyColumn: String = "id", bodyColumn: String = "record") -> SQLiteTable {
        SQLiteTable(
            name: name,
            keyColumn: keyColumn,
            columns: [keyColumn, bodyColumn],
            encode: { record in
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                do {
                    return [record.id.sqliteValue, .text(String(decoding: try encoder.encode(record), as: UTF8.self))]
                } catch {
                    throw StorageError.invalidRecords(reason: "the record with id \(record.id) cannot be encoded as JSON")
                }
            },
            decode: { row in
                let body: Data = try row[bodyColumn]
                do {
                    return try JSONDecoder().decode(Record.self, from: body)
                } catch let error as DecodingError {
                    throw StorageError.unreadableValue(column: bodyColumn, reason: "its JSON is not a \(Record.self) (\(Self.describe(error)))")
                } catch {
                    throw StorageError.unreadableValue(column: bodyColumn, reason: "its JSON is not a \(Record.self)")
                }
            }
        )
    }

    /// The `CREATE TABLE` statement for a `json(name:)` table.
    public static func jsonTableDefinition(name: String, keyColumn: String = "id", bodyColumn: String = "record") -> String {
        "CREATE TABLE \(SQLiteIdentifier.quoted(name)) (\(SQLiteIdentifier.quoted(keyColumn)) PRIMARY KEY NOT NULL, "
            + "\(SQLiteIdentifier.quoted(bodyColumn)) TEXT NOT NULL)"
    }

    private static func describe(_ error: DecodingError) -> String {
        let context: DecodingError.Context
        switch error {
        case .keyNotFound(let key, let keyContext):
            return "\((keyContext.codingPath + [key]).map(\.stringValue).joined(separator: ".")) is missing"
        case .valueNotFound(_, let valueContext): context = valueContext
        case .typeMismatch(_, let typeContext): context = typeContext
        case .dataCorrupted(let corruptContext): context = corruptContext
        @unknown default: return "undecodable"
        }
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        return path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
    }
}

/// Quotes SQL identifiers.
@usableFromInline
enum SQLiteIdentifier {
    /// `"name"`, with inner double quotes doubled.
    @usableFromInline
    static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacing("\"", with: "\"\"") + "\""
    }
}
