/// The statements of one transaction, handed to the closure of `SQLiteDatabase.write`,
/// `SQLiteDatabase.read` and of a migration. Valid only while that closure runs.
///
/// ```swift
/// try database.write { transaction in
///     try transaction.execute("DELETE FROM people")
///     for person in people {
///         try transaction.execute("INSERT INTO people (id, name) VALUES (?, ?)", [.integer(Int64(person.id)), .text(person.name)])
///     }
/// }
/// ```
///
/// Prepared statements are cached per SQL text, so running the same statement many times
/// compiles it once.
public struct SQLiteTransaction {
    let connection: SQLiteConnection
    let token: Int

    /// Runs one statement with values for its `?` placeholders.
    public func execute(_ sql: String, _ values: [SQLiteValue] = []) throws {
        try checkActive()
        try connection.run(sql, values)
    }

    /// Runs one query with values for its `?` placeholders and returns its rows.
    public func query(_ sql: String, _ values: [SQLiteValue] = []) throws -> [SQLiteRow] {
        try checkActive()
        return try connection.run(sql, values)
    }

    /// Runs several statements separated by semicolons, without values: for schema changes.
    public func executeScript(_ sql: String) throws {
        try checkActive()
        try connection.runScript(sql)
    }

    /// How many rows the last `INSERT`, `UPDATE` or `DELETE` changed.
    public var changes: Int { connection.changes }

    /// The rowid of the last inserted row.
    public var lastInsertedRowID: Int64 { connection.lastInsertedRowID }

    private func checkActive() throws(StorageError) {
        guard connection.activeTransaction == token else {
            throw .programmingError(reason: "a transaction of \(connection.path) was used after its closure returned")
        }
    }
}
