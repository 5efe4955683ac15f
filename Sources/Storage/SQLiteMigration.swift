/// One step of a schema: what turns version `version - 1` into `version`.
///
/// Each migration runs in its own transaction, together with the update of the database's
/// `user_version`: it is applied entirely or not at all.
///
/// ```swift
/// SQLiteMigration(version: 1, "people", sql: """
///     CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
///     """)
/// SQLiteMigration(version: 2, "emails") { transaction in
///     try transaction.executeScript("ALTER TABLE people ADD COLUMN email TEXT")
///     try transaction.execute("UPDATE people SET email = lower(name) || '@example.com'")
/// }
/// ```
public struct SQLiteMigration: Sendable {
    /// The schema version this migration produces: 1 for the first.
    public let version: Int
    /// What it does, for messages.
    public let summary: String
    /// Applies the migration inside the transaction given; `SQLiteDatabase` calls it, and so
    /// may another migration that builds on it.
    public let apply: @Sendable (SQLiteTransaction) throws -> Void

    /// A migration made of SQL statements separated by semicolons.
    public init(version: Int, _ summary: String = "", sql: String) {
        self.version = version
        self.summary = summary
        apply = { transaction in try transaction.executeScript(sql) }
    }

    /// A migration written in Swift, for data that SQL alone cannot move.
    public init(version: Int, _ summary: String = "", apply: @escaping @Sendable (SQLiteTransaction) throws -> Void) {
        self.version = version
        self.summary = summary
        self.apply = apply
    }
}
