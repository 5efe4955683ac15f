/// A record store in one table of an `SQLiteDatabase`: every write in a transaction,
/// `replaceAll` in a single one, so a run killed at any moment leaves the old records or the
/// new ones, never a mix.
///
/// ```swift
/// let database = try SQLiteDatabase(at: file, schema: schema)
/// let store: any RecordStoring<Person> = SQLiteRecordStore(database: database, table: peopleTable)
/// try await store.replaceAll(with: downloaded)
/// ```
public final class SQLiteRecordStore<Record: StorableRecord>: RecordStoring where Record.ID: SQLiteValueConvertible {
    /// The database holding the table.
    public let database: SQLiteDatabase
    /// The table and its mapping.
    public let table: SQLiteTable<Record>

    private let selectAll: String
    private let selectOne: String
    private let countAll: String
    private let insert: String
    private let upsert: String
    private let deleteAll: String
    private let deleteOne: String

    /// A store over the table, which a migration of the database's schema created.
    public init(database: SQLiteDatabase, table: SQLiteTable<Record>) {
        self.database = database
        self.table = table
        let name = SQLiteIdentifier.quoted(table.name)
        let key = SQLiteIdentifier.quoted(table.keyColumn)
        let columns = table.columns.map(SQLiteIdentifier.quoted)
        let list = columns.joined(separator: ", ")
        let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        let updates = columns.filter { $0 != key }.map { "\($0) = excluded.\($0)" }
        selectAll = "SELECT \(list) FROM \(name) ORDER BY \(table.orderBy)"
        selectOne = "SELECT \(list) FROM \(name) WHERE \(key) = ?"
        countAll = "SELECT count(*) FROM \(name)"
        insert = "INSERT INTO \(name) (\(list)) VALUES (\(placeholders))"
        upsert = insert + (updates.isEmpty ? " ON CONFLICT(\(key)) DO NOTHING" : " ON CONFLICT(\(key)) DO UPDATE SET \(updates.joined(separator: ", "))")
        deleteAll = "DELETE FROM \(name)"
        deleteOne = "DELETE FROM \(name) WHERE \(key) = ?"
    }

    /// Inserts new records and updates stored ones (keeping their place), in one transaction.
    public func save(_ records: [Record]) async throws {
        let rows = try validatedRows(records)
        try database.write { transaction in
            for row in rows { try transaction.execute(upsert, row) }
        }
    }

    /// Every record, in the table's order (`SQLiteTable.orderBy`).
    public func retrieveAll() async throws -> [Record] {
        try table.validate()
        return try database.read { transaction in try transaction.query(selectAll).map(table.decode) }
    }

    /// The record with this id, or nil.
    public func retrieve(id: Record.ID) async throws -> Record? {
        try table.validate()
        return try database.read { transaction in try transaction.query(selectOne, [id.sqliteValue]).first.map(table.decode) }
    }

    /// How many records the table holds.
    public func count() async throws -> Int {
        try table.validate()
        return try database.read { transaction in try transaction.query(countAll).first?[0] ?? 0 }
    }

    /// Deletes every record of the table.
    public func purge() async throws {
        try table.validate()
        try database.write { transaction in try transaction.execute(deleteAll) }
    }

    /// Deletes the records with these ids, in one transaction.
    public func purge(ids: [Record.ID]) async throws {
        try table.validate()
        try database.write { transaction in
            for id in ids { try transaction.execute(deleteOne, [id.sqliteValue]) }
        }
    }

    /// Checks and encodes every record first; then, in one transaction, deletes the old rows
    /// and writes the new ones. Any failure leaves the table as it was.
    public func replaceAll(with records: [Record]) async throws {
        let rows = try validatedRows(records)
        try database.write { transaction in
            try transaction.execute(deleteAll)
            for row in rows { try transaction.execute(insert, row) }
        }
    }

    private func validatedRows(_ records: [Record]) throws -> [[SQLiteValue]] {
        try table.validate()
        try RecordValidation.requireUniqueIDs(records)
        return try records.map { try table.row(for: $0) }
    }
}
