import CSQLite

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One open SQLite connection with its cache of prepared statements. Not thread-safe:
/// `SQLiteDatabase` only touches it under its lock.
final class SQLiteConnection {
    let path: String
    let busyTimeout: Duration
    private var handle: OpaquePointer?
    private var statements: [String: OpaquePointer] = [:]
    /// The transaction whose closure is running, so a `SQLiteTransaction` used after its
    /// closure returned is refused.
    private(set) var activeTransaction = 0
    private var transactionCounter = 0

    private init(path: String, handle: OpaquePointer, busyTimeout: Duration) {
        self.path = path
        self.handle = handle
        self.busyTimeout = busyTimeout
    }

    deinit { close() }

    /// SQLite's memory set up for programs that open a database for a few milliseconds: no
    /// bulk allocation of 20 cache pages per connection (the cache grows a page at a time as
    /// pages are read), and below no lookaside block per connection. Both allocate at open and
    /// write through all of it, resident memory such a run never earns back, and a large refresh
    /// takes the same time without them (Benchmarks/README.md).
    private static let configured: Void = {
        _ = csqlite_config_page_cache_bulk(0)
    }()

    /// Opens (and creates when missing) the file at `path`.
    static func open(path: String, busyTimeout: Duration, checkpointsOnClose: Bool = true) throws(StorageError) -> SQLiteConnection {
        Self.configured
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let reason = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            if let handle { sqlite3_close_v2(handle) }
            throw SQLiteConnection.error(code: code, reason: reason, path: path, busyTimeout: busyTimeout)
        }
        sqlite3_extended_result_codes(handle, 1)
        if !checkpointsOnClose { csqlite_db_config_int(handle, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1) }
        csqlite_db_config_lookaside(handle, 0, 0)
        sqlite3_busy_timeout(handle, milliseconds(busyTimeout))
        return SQLiteConnection(path: path, handle: handle, busyTimeout: busyTimeout)
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        Int32(clamping: max(0, duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000))
    }

    /// Runs `body` with no busy wait: what needs another connection's lock fails with `locked`
    /// at once instead of after the busy timeout.
    func withoutBusyWait<T>(_ body: () throws -> T) rethrows -> T {
        guard let handle else { return try body() }
        sqlite3_busy_timeout(handle, 0)
        defer { sqlite3_busy_timeout(handle, Self.milliseconds(busyTimeout)) }
        return try body()
    }

    /// Finalizes every statement and closes the connection; safe to call twice.
    func close() {
        for statement in statements.values { sqlite3_finalize(statement) }
        statements.removeAll()
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    // MARK: Running statements

    /// Runs one statement with its bindings and returns the rows it produced.
    @discardableResult
    func run(_ sql: String, _ bindings: [SQLiteValue] = []) throws(StorageError) -> [SQLiteRow] {
        let statement = try prepared(sql)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        try bind(bindings, to: statement, sql: sql)
        let columnCount = Int(sqlite3_column_count(statement))
        let columns = (0..<columnCount).map { String(cString: sqlite3_column_name(statement, Int32($0))) }
        var rows: [SQLiteRow] = []
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return rows }
            guard code == SQLITE_ROW else { throw lastError(code) }
            rows.append(SQLiteRow(columns: columns, values: (0..<columnCount).map { read(statement, column: Int32($0)) }))
        }
    }

    /// Runs several statements separated by semicolons, without bindings (for migrations).
    func runScript(_ sql: String) throws(StorageError) {
        let connection = try open()
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(connection, sql, nil, nil, &message)
        let text = message.map { String(cString: $0) }
        sqlite3_free(message)
        guard code == SQLITE_OK else {
            throw SQLiteConnection.error(
                code: sqlite3_extended_errcode(connection),
                reason: text ?? String(cString: sqlite3_errstr(code)),
                path: path,
                busyTimeout: busyTimeout
            )
        }
    }

    /// The first column of the first row, for pragmas and counts.
    func scalar(_ sql: String) throws(StorageError) -> SQLiteValue {
        try run(sql).first?.values.first ?? .null
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    var changes: Int { handle.map { Int(sqlite3_changes($0)) } ?? 0 }

    /// The rowid of the last inserted row.
    var lastInsertedRowID: Int64 { handle.map { sqlite3_last_insert_rowid($0) } ?? 0 }

    // MARK: Transactions

    /// Runs the body between `BEGIN IMMEDIATE` (or `BEGIN` for reads) and `COMMIT`; rolls back
    /// when anything throws. The body gets a token for its `SQLiteTransaction`.
    func transaction<T>(writing: Bool, _ body: (Int) throws -> T) throws -> T {
        try run(writing ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED")
        transactionCounter += 1
        activeTransaction = transactionCounter
        defer { activeTransaction = 0 }
        let result: T
        do {
            result = try body(transactionCounter)
        } catch {
            rollback()
            throw error
        }
        do {
            try run("COMMIT")
        } catch {
            rollback()
            throw error
        }
        return result
    }

    /// Rolls back the open transaction, if SQLite has not already done so.
    private func rollback() {
        guard let handle, sqlite3_get_autocommit(handle) == 0 else { return }
        _ = try? run("ROLLBACK")
    }

    // MARK: Errors

    /// The `StorageError` for an SQLite result code.
    static func error(code: Int32, reason: String, path: String, busyTimeout: Duration) -> StorageError {
        switch code & 0xFF {
        case SQLITE_BUSY, SQLITE_LOCKED:
            return .locked(path: path, timeout: busyTimeout)
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            return .damaged(path: path, reason: reason)
        case SQLITE_CONSTRAINT:
            return .constraintViolated(path: path, reason: reason)
        case SQLITE_IOERR, SQLITE_FULL, SQLITE_CANTOPEN, SQLITE_READONLY, SQLITE_PERM, SQLITE_NOLFS:
            return .ioFailure(path: path, reason: reason)
        default:
            return .databaseFailure(path: path, code: code, reason: reason)
        }
    }

    private func lastError(_ code: Int32) -> StorageError {
        guard let handle else { return .closed(path: path) }
        return SQLiteConnection.error(
            code: sqlite3_extended_errcode(handle),
            reason: String(cString: sqlite3_errmsg(handle)),
            path: path,
            busyTimeout: busyTimeout
        )
    }

    // MARK: Statements

    private func open() throws(StorageError) -> OpaquePointer {
        guard let handle else { throw .closed(path: path) }
        return handle
    }

    private func prepared(_ sql: String) throws(StorageError) -> OpaquePointer {
        if let statement = statements[sql] { return statement }
        let connection = try open()
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(connection, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            if let statement { sqlite3_finalize(statement) }
            throw lastError(code)
        }
        statements[sql] = statement
        return statement
    }

    private func bind(_ values: [SQLiteValue], to statement: OpaquePointer, sql: String) throws(StorageError) {
        let expected = Int(sqlite3_bind_parameter_count(statement))
        guard expected == values.count else {
            throw .programmingError(reason: "the statement \(sql) takes \(expected) values, but \(values.count) were given")
        }
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null:
                code = sqlite3_bind_null(statement, index)
            case .integer(let number):
                code = sqlite3_bind_int64(statement, index, number)
            case .real(let number):
                code = sqlite3_bind_double(statement, index, number)
            case .text(let text):
                code = sqlite3_bind_text(statement, index, text, Int32(clamping: text.utf8.count), csqlite_transient())
            case .blob(let data):
                code = data.withUnsafeBytes { bytes in
                    sqlite3_bind_blob64(statement, index, bytes.baseAddress, sqlite3_uint64(bytes.count), csqlite_transient())
                }
            }
            guard code == SQLITE_OK else { throw lastError(code) }
        }
    }

    private func read(_ statement: OpaquePointer, column: Int32) -> SQLiteValue {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(statement, column))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(statement, column) else { return .text("") }
            let count = Int(sqlite3_column_bytes(statement, column))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, column))
            guard count > 0, let bytes = sqlite3_column_blob(statement, column) else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default:
            return .null
        }
    }
}
