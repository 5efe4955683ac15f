/// How a `SQLiteDatabase` opens its file.
public struct SQLiteOptions: Sendable, Hashable {
    /// How long to wait for another connection (another process) holding the database before
    /// failing with `StorageError.locked`. Five seconds by default.
    public var busyTimeout: Duration
    /// Whether a missing directory for the file is created (with its parents). True by default.
    public var createsDirectory: Bool

    /// Whether closing the last connection checkpoints the write-ahead log into the database
    /// and deletes it (SQLite's default, true). That costs two or three `fsync`s on every close,
    /// which a short-lived program pays on every run; with false the log stays beside the file
    /// and is checkpointed automatically once it grows past 1,000 pages, and the next connection
    /// reads it, so no committed transaction is lost.
    public var checkpointsOnClose: Bool

    /// Options; the defaults suit a command-line program.
    public init(busyTimeout: Duration = .seconds(5), createsDirectory: Bool = true, checkpointsOnClose: Bool = true) {
        self.busyTimeout = busyTimeout
        self.createsDirectory = createsDirectory
        self.checkpointsOnClose = checkpointsOnClose
    }
}
