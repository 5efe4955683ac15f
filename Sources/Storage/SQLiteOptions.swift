/// How a `SQLiteDatabase` opens its file.
public struct SQLiteOptions: Sendable, Hashable {
    /// How long to wait for another connection (another process) holding the database before
    /// failing with `StorageError.locked`. Five seconds by default.
    public var busyTimeout: Duration
    /// Whether a missing directory for the file is created (with its parents). True by default.
    public var createsDirectory: Bool

    /// Options; the defaults suit a command-line program.
    public init(busyTimeout: Duration = .seconds(5), createsDirectory: Bool = true) {
        self.busyTimeout = busyTimeout
        self.createsDirectory = createsDirectory
    }
}
