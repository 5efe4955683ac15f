import Platform
import Storage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Person: StorableRecord {}

/// The people and the history of picks in an SQLite file (`storage.backend=sqlite`), by default
/// `$XDG_DATA_HOME/people-roulette/people.sqlite`; the schema is `PeopleDatabaseSchema`.
///
/// - `replaceAll` deletes and inserts in one write transaction: a reader, another process, or a
///   run killed halfway sees the old list or the new one, never a mix or nothing. The list was
///   checked before it got here (`PeopleValidator`: ids unique, names not blank); a list that
///   repeats an id all the same breaks the table's primary key, and the transaction is rolled
///   back, keeping the old list.
/// - A rollback journal and a busy timeout: concurrent runs wait for each other; past the timeout the run
///   fails with `StorageError.locked` naming the file, and nothing is lost.
/// - A damaged, foreign or newer file is reported with its path and never changed; a file of
///   an older schema is migrated.
///
/// ```swift
/// let store = try SQLitePeopleStore(file: URL(fileURLWithPath: "/home/ada/.local/share/people-roulette/people.sqlite"))
/// try await store.replaceAll(with: people)
/// ```
package final class SQLitePeopleStore: PeopleStoring {
    /// The open database.
    package let database: SQLiteDatabase
    /// The `people` table, through the generic record store.
    let records: SQLiteRecordStore<Person>

    /// Opens the database at `file`, creating it and its directory when missing, and migrates it.
    /// Throws `StorageError` naming the file (not writable, not a database, another
    /// application's, newer, damaged, locked past `busyTimeout`). Logs `database opened` at
    /// `debug`, and `database migrated` at `info` when the file had an older schema or none.
    package init(file: URL, busyTimeout: Duration = .seconds(5), logger: Logger = .disabled) throws {
        // The rollback journal (SQLiteOptions' default): reading creates no file, and a write
        // creates `people.sqlite-journal` and deletes it when it commits, so a run leaves only
        // `people.sqlite` behind, as a user expects of a command-line tool (docs/PeopleRoulette.md).
        database = try SQLiteDatabase(
            at: file,
            schema: PeopleDatabaseSchema.schema,
            options: SQLiteOptions(busyTimeout: busyTimeout, journal: .rollback)
        )
        records = SQLiteRecordStore(database: database, table: PeopleDatabaseSchema.people)
        let version = database.schema.version
        logger.debug("database opened", metadata: ["path": .string(database.path), "schema-version": "\(version)"])
        if database.versionFound < version {
            logger.info("database migrated", metadata: ["path": .string(database.path), "from": "\(database.versionFound)", "to": "\(version)"])
        }
    }

    package func allPeople() async throws -> [Person] {
        try await records.retrieveAll()
    }

    /// One more than the last position, read in the index `people_position`.
    package func count() async throws -> Int {
        try database.read(Self.count)
    }

    /// Each row by its position, through the index `people_position`, in one read transaction.
    package func people(at positions: [Int]) async throws -> [Person] {
        try database.read { try Self.people(at: positions, in: $0) }
    }

    /// The count, the rows chosen and the `provenance` row in one read transaction: another
    /// run's `refresh` lands before it or after it, so the three are of the same list.
    package func people(choosing choose: (Int) throws -> [Int]) async throws -> ChosenPeople {
        try database.read { transaction in
            let positions = try choose(try Self.count(transaction))
            return ChosenPeople(people: try Self.people(at: positions, in: transaction), provenance: try Self.provenance(transaction))
        }
    }

    static func count(_ transaction: SQLiteTransaction) throws -> Int {
        let last: Int? = try transaction.query(PeopleDatabaseSchema.lastPosition).first?[0]
        return last.map { $0 + 1 } ?? 0
    }

    static func people(at positions: [Int], in transaction: SQLiteTransaction) throws -> [Person] {
        try positions.compactMap { position in
            try transaction.query(PeopleDatabaseSchema.selectAtPosition, [.integer(Int64(position))]).first.map(PeopleDatabaseSchema.person)
        }
    }

    /// Encodes every person first, in id order with its position; then deletes the old rows and
    /// writes the new ones in one transaction, with the row of `provenance` (the store's own
    /// transaction, so that the list and where it came from change together). `written` is told
    /// the count every thousand rows and at the end, and `confirm` is called last in the
    /// transaction: when it throws, the transaction is rolled back and the old list stays. The
    /// write lock is held while `confirm` runs.
    package func replaceAll(
        with people: [Person],
        from provenance: PeopleProvenance,
        written: (Int) -> Void,
        beforeCommit confirm: () throws -> Void
    ) async throws {
        let rows = try people.sorted { $0.id < $1.id }.enumerated().map { position, person in
            try records.table.row(for: person) + [.integer(Int64(position))]
        }
        let statements = records.statements
        try database.write { transaction in
            try transaction.execute(statements.deleteAll)
            for (index, row) in rows.enumerated() {
                try transaction.execute(PeopleDatabaseSchema.insertWithPosition, row)
                if (index + 1) % 1_000 == 0 { written(index + 1) }
            }
            written(rows.count)
            try transaction.execute(
                "INSERT OR REPLACE INTO provenance (id, kind, location, stored_at) VALUES (1, ?, ?, ?)",
                [.text(provenance.kind.rawValue), provenance.location.sqliteValue, (provenance.storedAt?.timeIntervalSince1970).sqliteValue]
            )
            try confirm()
        }
    }

    /// The `provenance` row; a kind this version does not know reads as unknown.
    package func provenance() async throws -> PeopleProvenance? {
        try database.read(Self.provenance)
    }

    static func provenance(_ transaction: SQLiteTransaction) throws -> PeopleProvenance? {
        guard let row = try transaction.query("SELECT kind, location, stored_at FROM provenance WHERE id = 1").first else { return nil }
        let kind: String = try row["kind"]
        let location: String? = try row["location"]
        let storedAt: Double? = try row["stored_at"]
        return PeopleProvenance(
            kind: PeopleProvenance.Kind(rawValue: kind) ?? .unknown,
            location: location,
            storedAt: storedAt.map(Date.init(timeIntervalSince1970:))
        )
    }

    package func record(_ pick: Pick) async throws {
        let people = try PeopleDatabaseSchema.json(pick.people)
        try database.write { transaction in
            try transaction.execute("INSERT INTO history (picked_at) VALUES (?)", [.real(pick.date.timeIntervalSince1970)])
            let historyID = transaction.lastInsertedRowID
            for (position, person) in people.enumerated() {
                try transaction.execute(
                    "INSERT INTO history_people (history_id, position, person) VALUES (?, ?, ?)",
                    [.integer(historyID), .integer(Int64(position)), .text(person)]
                )
            }
        }
    }

    package func history(limit: Int) async throws -> [Pick] {
        let rows = try database.read { transaction in
            let picks = try transaction.query("SELECT id, picked_at FROM history ORDER BY id DESC LIMIT ?", [.integer(Int64(max(0, limit)))])
            return try picks.map { pick -> (Double, [String]) in
                let id: Int64 = try pick["id"]
                let people = try transaction.query("SELECT person FROM history_people WHERE history_id = ? ORDER BY position", [.integer(id)])
                return (try pick["picked_at"], try people.map { try $0["person"] })
            }
        }
        let decoder = JSONDecoder()
        return try rows.map { seconds, people in
            Pick(date: Date(timeIntervalSince1970: seconds), people: try people.map { try decoder.decode(Person.self, from: Data($0.utf8)) })
        }
    }
}
