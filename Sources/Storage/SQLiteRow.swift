/// One row of a query's result: its values by column name or position.
///
/// ```swift
/// for row in try transaction.query("SELECT id, name, email FROM people") {
///     let id: Int = try row["id"]
///     let email: String? = try row["email"]   // nil for NULL
/// }
/// ```
///
/// The reads are inlinable, so a caller's module compiles them for the types it reads instead
/// of running generic code; reading by position skips the search for the column's name, for
/// code that reads many rows of a statement whose column order it wrote.
public struct SQLiteRow: Sendable, Hashable {
    /// The column names, in the order of the query.
    public let columns: [String]
    /// The values, in the same order.
    public let values: [SQLiteValue]

    /// A row; queries build them, and so may specs.
    public init(columns: [String], values: [SQLiteValue]) {
        self.columns = columns
        self.values = values
    }

    /// The raw value of a column, or nil when the row has no such column.
    @inlinable
    public func value(_ column: String) -> SQLiteValue? {
        columns.firstIndex(of: column).map { values[$0] }
    }

    /// The value of a column as a Swift type; throws `StorageError.unreadableValue` when the
    /// row has no such column or its value cannot be read as that type.
    @inlinable
    public subscript<T: SQLiteValueConvertible>(column: String) -> T {
        get throws {
            guard let raw = value(column) else {
                throw StorageError.unreadableValue(column: column, reason: "the row has no such column (it has \(columns.joined(separator: ", ")))")
            }
            guard let converted = T(sqliteValue: raw) else {
                throw StorageError.unreadableValue(column: column, reason: "it holds \(raw.kind), which cannot be read as \(T.self)")
            }
            return converted
        }
    }

    /// The value at a position (0 is the first column) as a Swift type.
    @inlinable
    public subscript<T: SQLiteValueConvertible>(position: Int) -> T {
        get throws {
            guard values.indices.contains(position) else {
                throw StorageError.unreadableValue(column: "#\(position)", reason: "the row has only \(values.count) columns")
            }
            guard let converted = T(sqliteValue: values[position]) else {
                throw StorageError.unreadableValue(
                    column: columns[position],
                    reason: "it holds \(values[position].kind), which cannot be read as \(T.self)"
                )
            }
            return converted
        }
    }
}
