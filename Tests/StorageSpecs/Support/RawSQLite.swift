import CSQLite
import Foundation

/// A bare SQLite connection, to make files the store did not make (a foreign database) and to
/// hold locks from "another process".
final class RawSQLite {
    private var handle: OpaquePointer?

    init(path: String) {
        sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil)
    }

    /// Runs statements; returns SQLite's result code.
    @discardableResult
    func exec(_ sql: String) -> Int32 {
        sqlite3_exec(handle, sql, nil, nil, nil)
    }

    func close() {
        sqlite3_close_v2(handle)
        handle = nil
    }

    deinit { close() }
}
