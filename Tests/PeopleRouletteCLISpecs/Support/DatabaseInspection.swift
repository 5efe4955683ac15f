import CSQLite
import Foundation

/// Reads a people-roulette database directly with SQLite, without the app: what is really on
/// disk after a run, a kill or a race.
enum DatabaseInspection {
    /// The database of a robot's temporary HOME.
    static func file(home: URL) -> URL {
        home.appendingPathComponent(".local/share/people-roulette/people.sqlite")
    }

    /// The `(id, name)` of every stored person, in id order; nil when the file cannot be read.
    static func people(in file: URL) -> [(id: Int, name: String)]? {
        rows(in: file, "SELECT id, name FROM people ORDER BY id")?.map { (Int($0[0]) ?? -1, $0[1]) }
    }

    /// What `PRAGMA integrity_check` says: `ok` for an intact file.
    static func integrityCheck(_ file: URL) -> String {
        guard let rows = rows(in: file, "PRAGMA integrity_check") else { return "cannot open \(file.path)" }
        return rows.map { $0.joined(separator: " ") }.joined(separator: "; ")
    }

    /// The rows of a query as text, or nil when the database cannot be opened or queried.
    static func rows(in file: URL, _ sql: String) -> [[String]]? {
        var database: OpaquePointer?
        guard sqlite3_open_v2(file.path, &database, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK else {
            sqlite3_close(database)
            return nil
        }
        defer { sqlite3_close(database) }
        sqlite3_busy_timeout(database, 10_000)
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK else { return nil }
        defer { sqlite3_finalize(statement) }
        var rows: [[String]] = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { return rows }
            guard step == SQLITE_ROW else { return nil }
            rows.append(
                (0..<sqlite3_column_count(statement)).map { column in
                    sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""
                }
            )
        }
    }
}
