/// A record store in one table of an `SQLiteDatabase`: every write in a transaction,
/// `replaceAll` in a single one, so a run killed at any moment leaves the old records or the
/// new ones, never a mix.
///
/// ```swift
/// let database = try SQLiteDatabase(at: file, schema: schema)
/// let store: any RecordStoring<Person> = SQLiteRecordStore(database: database, table: peopleTable)
/// try await store.replaceAll(with: downloaded)
/// ```
///
/// Specialised where it is used: a struct of immutable parts (the database is the shared
/// reference) whose methods are `@inlinable`, so that the app's module compiles them for its own
/// record type instead of running generic code that finds the record type's conformances at run
/// time.
public struct SQLiteRecordStore<Record: StorableRecord>: RecordStoring where Record.ID: SQLiteValueConvertible {
    /// The database holding the table.
    public let database: SQLiteDatabase
    /// The table and its mapping.
    public let table: SQLiteTable<Record>

    /// The table's SQL, built once.
    public let statements: SQLiteStatements

    /// A store over the table, which a migration of the database's schema created.
    @inlinable
    public init(database: SQLiteDatabase, table: SQLiteTable<Record>) {
        self.database = database
        self.table = table
        statements = table.statements
    }

    /// Inserts new records and updates stored ones (keeping their place), in one transaction.
    @inlinable
    public func save(_ records: [Record]) async throws {
        let rows = try validatedRows(records)
        try database.write { transaction in
            for row in rows { try transaction.execute(statements.upsert, row) }
        }
    }

    /// Every record, in the table's order (`SQLiteTable.orderBy`).
    @inlinable
    public func retrieveAll() async throws -> [Record] {
        try table.validate()
        return try database.read { transaction in try transaction.query(statements.selectAll).map(table.decode) }
    }

    /// The record with this id, or nil.
    @inlinable
    public func retrieve(id: Record.ID) async throws -> Record? {
        try table.validate()
        return try database.read { transaction in try transaction.query(statements.selectOne, [id.sqliteValue]).first.map(table.decode) }
    }

    /// How many records the table holds.
    @inlinable
    public func count() async throws -> Int {
        try table.validate()
        return try database.read { transaction in try transaction.query(statements.countAll).first?[0] ?? 0 }
    }

    /// Deletes every record of the table.
    @inlinable
    public func purge() async throws {
        try table.validate()
        try database.write { transaction in try transaction.execute(statements.deleteAll) }
    }

    /// Deletes the records with these ids, in one transaction.
    @inlinable
    public func purge(ids: [Record.ID]) async throws {
        try table.validate()
        try database.write { transaction in
            for id in ids { try transaction.execute(statements.deleteOne, [id.sqliteValue]) }
        }
    }

    /// Checks and encodes every record first; then, in one transaction, deletes the old rows
    /// and writes the new ones. Any failure leaves the table as it was.
    @inlinable
    public func replaceAll(with records: [Record]) async throws {
        let rows = try validatedRows(records)
        try database.write { transaction in
            try transaction.execute(statements.deleteAll)
            for row in rows { try transaction.execute(statements.insert, row) }
        }
    }

    @inlinable
    func validatedRows(_ records: [Record]) throws -> [[SQLiteValue]] {
        try table.validate()
        try RecordValidation.requireUniqueIDs(records)
        return try records.map { try table.row(for: $0) }
    }
}
