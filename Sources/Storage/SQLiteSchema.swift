/// What a database of one application looks like: its `application_id`, which marks the
/// files it owns, and the ordered migrations that build its tables.
///
/// ```swift
/// let schema = SQLiteSchema(applicationID: SQLiteSchema.applicationID("PRLT"), migrations: [
///     SQLiteMigration(version: 1, "people", sql: "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL)"),
///     SQLiteMigration(version: 2, "history", sql: "CREATE TABLE history (id TEXT PRIMARY KEY, picked_at REAL NOT NULL)"),
/// ])
/// ```
///
/// A file without this application id is never changed; a database whose version is higher
/// than the last migration's is refused with `StorageError.newerSchema`.
public struct SQLiteSchema: Sendable {
    /// Written into new databases and required of existing ones; not 0.
    public let applicationID: Int32
    /// The migrations in order: versions 1, 2, 3...
    public let migrations: [SQLiteMigration]

    /// A schema; its migrations must be numbered 1, 2, 3... in order.
    public init(applicationID: Int32, migrations: [SQLiteMigration]) {
        self.applicationID = applicationID
        self.migrations = migrations
    }

    /// The newest version: the last migration's, 0 without migrations.
    public var version: Int { migrations.last?.version ?? 0 }

    /// An application id from four ASCII characters, readable in a hex dump of the file:
    /// `applicationID("PRLT")`. Anything else gives 0, which the schema refuses when used.
    public static func applicationID(_ fourCharacters: String) -> Int32 {
        let bytes = Array(fourCharacters.utf8)
        guard bytes.count == 4, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return 0 }
        return bytes.reduce(Int32(0)) { ($0 << 8) | Int32($1) }
    }

    /// Throws `StorageError.programmingError` when the id is 0 or the versions are not 1, 2, 3...
    func validate() throws(StorageError) {
        guard applicationID != 0 else {
            throw .programmingError(reason: "the schema's application id is 0, which every SQLite file has by default; choose another")
        }
        for (offset, migration) in migrations.enumerated() where migration.version != offset + 1 {
            throw .programmingError(
                reason: "migration \(offset + 1) of the schema has version \(migration.version); versions must be 1, 2, 3... in order"
            )
        }
    }
}
