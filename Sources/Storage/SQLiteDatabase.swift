import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An SQLite database file of one application: opened safely, migrated to its schema, and
/// used through transactions. Thread-safe: one connection, used under a lock.
///
/// ```swift
/// let database = try SQLiteDatabase(at: dataDirectory.appendingPathComponent("people.sqlite"), schema: schema)
/// try database.write { transaction in
///     try transaction.execute("INSERT INTO people (id, name) VALUES (?, ?)", [1, "Ada"])
/// }
/// let names = try database.read { transaction in
///     try transaction.query("SELECT name FROM people").map { try $0["name"] as String }
/// }
/// ```
///
/// Opening it:
/// - creates the directory when it is missing, or fails with `StorageError.directoryNotWritable`;
/// - refuses, without changing a byte, a file that is not an SQLite database
///   (`notADatabase`), one of another application (`foreignDatabase`, recognised by
///   `PRAGMA application_id`) or one of a newer schema (`newerSchema`);
/// - uses the journal of its options (a rollback journal unless told otherwise: see
///   `SQLiteJournal`) and the busy timeout, so that concurrent runs wait for each other instead
///   of failing (and fail with `locked` only past the timeout);
/// - runs the migrations the file lacks, each in its own transaction.
///
/// Calling `read` or `write` from inside another transaction's closure of the same database
/// deadlocks: use the transaction handed to the closure instead.
public final class SQLiteDatabase: Sendable {
    /// The file's path.
    public let path: String
    /// The schema the database was migrated to.
    public let schema: SQLiteSchema
    /// The schema version the file had when it was opened: 0 for a new or empty file, below
    /// `schema.version` for one this opening migrated.
    public let versionFound: Int
    private let connection: Lock<SQLiteConnection?>
    /// Why this database cannot be written, when its directory is read-only: it is open for
    /// reading only, and `write` throws this.
    private let writeRefusal: StorageError?

    /// Opens (creating if needed) the database at `url` and migrates it to `schema`.
    /// Throws `StorageError`; never deletes or overwrites a file it does not recognise.
    public init(at url: URL, schema: SQLiteSchema, options: SQLiteOptions = SQLiteOptions()) throws {
        let path = url.standardizedFileURL.fileSystemPath
        self.path = path
        self.schema = schema
        try schema.validate()
        let writeRefusal = try Self.prepareDirectory(of: path, options: options)
        self.writeRefusal = writeRefusal
        // What the header already tells is not asked of SQLite again: a file marked with our
        // application id needs no claim, and a file already in the journal mode asked for
        // (WAL mode is kept in the file) needs no journal pragma.
        var marked = false
        var inWriteAheadLog = false
        var versionFound = 0
        switch try SQLiteFileInspector.inspect(path) {
        case .missing:
            // Created here, owner-only, before SQLite would create it 0644: its rollback journal
            // takes the database's mode. A file that exists keeps the mode its owner gave it.
            try POSIXFiles.createPrivateFile(path)
        case .empty:
            break
        case .notADatabase(let reason):
            throw StorageError.notADatabase(path: path, reason: reason)
        case .database(let applicationID, let userVersion, let writeAheadLog):
            guard applicationID == schema.applicationID else {
                throw StorageError.foreignDatabase(path: path, applicationID: applicationID)
            }
            guard Int(userVersion) <= schema.version else {
                throw StorageError.newerSchema(path: path, found: Int(userVersion), supported: schema.version)
            }
            marked = true
            inWriteAheadLog = writeAheadLog
            versionFound = Int(userVersion)
            // A read-only directory still lets a database be read that needs no claim, no
            // migration and no WAL files (which need the directory).
            if writeRefusal != nil, Int(userVersion) == schema.version, !writeAheadLog, options.journal == .rollback {
                let opened = try SQLiteConnection.open(path: path, busyTimeout: options.busyTimeout, checkpointsOnClose: options.checkpointsOnClose)
                do {
                    try opened.runScript("PRAGMA foreign_keys = ON")
                } catch {
                    opened.close()
                    throw error
                }
                self.versionFound = versionFound
                connection = Lock(opened)
                return
            }
        }
        if let writeRefusal { throw writeRefusal }
        let opened = try SQLiteConnection.open(path: path, busyTimeout: options.busyTimeout, checkpointsOnClose: options.checkpointsOnClose)
        do {
            if !marked { try Self.claim(opened, for: schema) }
            try Self.chooseJournal(opened, options.journal, inWriteAheadLog: inWriteAheadLog)
            try Self.migrate(opened, to: schema, options: options)
            if options.journal == .rollback { Self.removeStaleJournal(opened) }
        } catch {
            opened.close()
            throw error
        }
        self.versionFound = versionFound
        connection = Lock(opened)
    }

    /// Runs the body in a write transaction (`BEGIN IMMEDIATE`): its changes are committed
    /// together when it returns, and rolled back when it throws. Waits up to the busy timeout
    /// for other writers.
    public func write<T: Sendable>(_ body: (SQLiteTransaction) throws -> T) throws -> T {
        if let writeRefusal { throw writeRefusal }
        return try withConnection { connection in
            try connection.transaction(writing: true) { token in
                try body(SQLiteTransaction(connection: connection, token: token))
            }
        }
    }

    /// Runs the body in a read transaction: it sees one consistent state of the database, even
    /// while other processes write.
    public func read<T: Sendable>(_ body: (SQLiteTransaction) throws -> T) throws -> T {
        try withConnection { connection in
            try connection.transaction(writing: false) { token in
                try body(SQLiteTransaction(connection: connection, token: token))
            }
        }
    }

    /// The schema version stored in the file (`PRAGMA user_version`).
    public func schemaVersion() throws -> Int {
        try withConnection { connection in try Int(connection.scalar("PRAGMA user_version"), default: 0) }
    }

    /// The journal mode in use: `delete` for the rollback journal, `wal` for write-ahead logging.
    public func journalMode() throws -> String {
        try withConnection { connection in
            guard case .text(let mode) = try connection.scalar("PRAGMA journal_mode") else { return "" }
            return mode.lowercased()
        }
    }

    /// Checks the whole file for damage (`PRAGMA quick_check`); throws `StorageError.damaged`
    /// with SQLite's findings. Slow on big files: for diagnostics, not for every run.
    public func checkIntegrity() throws {
        try withConnection { connection in
            let findings = try connection.run("PRAGMA quick_check").compactMap { row -> String? in
                guard case .text(let text) = row.values.first ?? .null, text != "ok" else { return nil }
                return text
            }
            guard findings.isEmpty else {
                throw StorageError.damaged(path: connection.path, reason: findings.prefix(3).joined(separator: "; "))
            }
        }
    }

    /// Closes the connection; later calls fail with `StorageError.closed`. Also done when the
    /// database is released.
    public func close() {
        connection.withLock { connection in
            connection?.close()
            connection = nil
        }
    }

    private func withConnection<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try connection.withLock { connection in
            guard let connection else { throw StorageError.closed(path: path) }
            return try body(connection)
        }
    }

    // MARK: Opening

    /// Creates the directory when missing; nil when it is writable, else why not (an existing
    /// database may still be read there).
    private static func prepareDirectory(of path: String, options: SQLiteOptions) throws(StorageError) -> StorageError? {
        let directory = POSIXFiles.parentDirectory(of: path)
        guard !directory.isEmpty else { return nil }
        switch FileKind.of(directory).kind {
        case .missing:
            guard options.createsDirectory else {
                throw .directoryNotWritable(path: directory, reason: "it does not exist")
            }
            try POSIXFiles.createDirectory(directory)
        case .directory:
            break
        case .regularFile, .other:
            throw .directoryNotWritable(path: directory, reason: "it is not a directory")
        }
        let (writable, error) = POSIXFiles.isWritableDirectory(directory)
        guard writable else {
            return .directoryNotWritable(path: directory, reason: Errno.describe(error))
        }
        return nil
    }

    /// Deletes `<file>-journal` when it is stale: a rollback journal whose header is all zeros
    /// (or that is empty), as a run killed early in a write leaves it. SQLite never treats such a
    /// journal as hot, and only deletes it when the database is empty, so it would stay. It is
    /// deleted only under the write lock (no other writer can be writing it then), and never
    /// waited for: when another run writes, it is left to that run.
    private static func removeStaleJournal(_ connection: SQLiteConnection) {
        let journal = connection.path + "-journal"
        guard case .regularFile = FileKind.of(journal).kind else { return }
        _ = try? connection.withoutBusyWait {
            try connection.transaction(writing: true) { _ in
                guard let header = try? RegularFile.prefix(at: journal, count: 28), header.allSatisfy({ $0 == 0 }) else { return }
                _ = unlink(journal)
            }
        }
    }

    /// Marks a new, empty database as ours, or checks that an existing one is. Only a file
    /// that is not marked yet takes the write lock (another process may be creating the same
    /// file), so opening a marked file never waits for a writer.
    private static func claim(_ connection: SQLiteConnection, for schema: SQLiteSchema) throws {
        if try Int32(connection.scalar("PRAGMA application_id"), default: 0) == schema.applicationID { return }
        try connection.transaction(writing: true) { _ in
            let applicationID = try Int32(connection.scalar("PRAGMA application_id"), default: 0)
            if applicationID == schema.applicationID { return }
            let objects = try Int(connection.scalar("SELECT count(*) FROM sqlite_schema"), default: 0)
            let version = try Int(connection.scalar("PRAGMA user_version"), default: 0)
            guard applicationID == 0, objects == 0, version == 0 else {
                throw StorageError.foreignDatabase(path: connection.path, applicationID: applicationID)
            }
            try connection.run("PRAGMA application_id = \(schema.applicationID)")
        }
    }

    /// Sets the journal mode when the file's header says it is not the one asked for, then this
    /// connection's own settings (not kept in the file), in one call.
    private static func chooseJournal(_ connection: SQLiteConnection, _ journal: SQLiteJournal, inWriteAheadLog: Bool) throws {
        switch journal {
        case .rollback:
            // Leaving WAL mode needs the only connection. With another one open SQLite answers
            // busy (at once: no wait here), and the file stays in WAL mode for this connection,
            // which is as safe; a later run switches it.
            if inWriteAheadLog {
                do {
                    _ = try connection.withoutBusyWait { try connection.scalar("PRAGMA journal_mode = DELETE") }
                } catch StorageError.locked {
                }
            }
            try connection.runScript("PRAGMA foreign_keys = ON")
        case .writeAheadLog:
            if !inWriteAheadLog {
                guard case .text(let mode) = try connection.scalar("PRAGMA journal_mode = WAL"), mode.lowercased() == "wal" else {
                    throw StorageError.ioFailure(path: connection.path, reason: "SQLite cannot use write-ahead logging (WAL) on this file system")
                }
            }
            try connection.runScript("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
        }
    }

    /// Runs each missing migration in its own write transaction, re-reading the version inside
    /// it, since another process may have migrated meanwhile. An up-to-date database is only
    /// read, once.
    ///
    /// Another process may be migrating the same file: its migration holds the write lock (and,
    /// once it writes, keeps readers out) for as long as it takes, which on a loaded machine can
    /// be longer than the busy timeout. So the version is read and the migration run under the
    /// write lock (`BEGIN IMMEDIATE`), and a wait for that lock that ends with `locked` is tried
    /// again until `migrationTimeout` has passed since the first try: the waiting covers the
    /// other process's whole migration. Past the deadline the error is `locked`, with the time
    /// waited.
    private static func migrate(_ connection: SQLiteConnection, to schema: SQLiteSchema, options: SQLiteOptions) throws {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: options.migrationTimeout)
        let stored = try underMigrationDeadline(connection, deadline, clock, options) {
            try Int(connection.scalar("PRAGMA user_version"), default: 0)
        }
        if stored > schema.version {
            throw StorageError.newerSchema(path: connection.path, found: stored, supported: schema.version)
        }
        if stored == schema.version { return }
        for migration in schema.migrations where migration.version > stored {
            try underMigrationDeadline(connection, deadline, clock, options) {
                try apply(migration, connection, schema)
            }
        }
        let final = try underMigrationDeadline(connection, deadline, clock, options) {
            try Int(connection.scalar("PRAGMA user_version"), default: 0)
        }
        if final > schema.version {
            throw StorageError.newerSchema(path: connection.path, found: final, supported: schema.version)
        }
    }

    /// Runs `body` again each time it fails with `locked` (each try waits up to the busy
    /// timeout), until the deadline; then throws `locked` with the whole time waited.
    private static func underMigrationDeadline<T>(
        _ connection: SQLiteConnection,
        _ deadline: ContinuousClock.Instant,
        _ clock: ContinuousClock,
        _ options: SQLiteOptions,
        _ body: () throws -> T
    ) throws -> T {
        while true {
            do {
                return try body()
            } catch StorageError.locked(let path, _) {
                guard clock.now < deadline else {
                    throw StorageError.locked(path: path, timeout: options.migrationTimeout)
                }
                // The busy handler has just waited; a short pause spares a machine that is
                // already loaded before asking again.
                usleep(10_000)
            }
        }
    }

    /// One migration in its own write transaction, when the version read under the write lock
    /// still lacks it.
    private static func apply(_ migration: SQLiteMigration, _ connection: SQLiteConnection, _ schema: SQLiteSchema) throws {
        try connection.transaction(writing: true) { token in
            let current = try Int(connection.scalar("PRAGMA user_version"), default: 0)
            if current > schema.version {
                throw StorageError.newerSchema(path: connection.path, found: current, supported: schema.version)
            }
            guard current < migration.version else { return }
            do {
                try migration.apply(SQLiteTransaction(connection: connection, token: token))
                try connection.run("PRAGMA user_version = \(migration.version)")
            } catch StorageError.locked(let path, let timeout) {
                throw StorageError.locked(path: path, timeout: timeout)
            } catch let error as StorageError {
                throw StorageError.migrationFailed(path: connection.path, version: migration.version, reason: Self.reason(of: error))
            } catch {
                throw StorageError.migrationFailed(path: connection.path, version: migration.version, reason: String(describing: error))
            }
        }
    }

    private static func reason(of error: StorageError) -> String {
        switch error {
        case .databaseFailure(_, _, let reason), .constraintViolated(_, let reason), .damaged(_, let reason), .ioFailure(_, let reason):
            return reason
        default:
            return error.message
        }
    }
}

extension BinaryInteger {
    /// The integer in an SQLite value, or the default for anything else.
    init(_ value: SQLiteValue, default fallback: Self) {
        if case .integer(let number) = value, let exact = Self(exactly: number) {
            self = exact
        } else {
            self = fallback
        }
    }
}
