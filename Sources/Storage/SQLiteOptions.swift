/// How a `SQLiteDatabase` opens its file.
public struct SQLiteOptions: Sendable, Hashable {
    /// How long to wait for another connection (another process) holding the database before
    /// failing with `StorageError.locked`. Five seconds by default.
    public var busyTimeout: Duration
    /// Whether a missing directory for the file is created (with its parents). True by default.
    public var createsDirectory: Bool
    /// How transactions are made durable: a rollback journal by default.
    public var journal: SQLiteJournal

    /// With `.writeAheadLog`: whether closing the last connection checkpoints the log into the
    /// database and deletes it (SQLite's default, true). That costs two or three `fsync`s on every close,
    /// which a short-lived program pays on every run; with false the log stays beside the file
    /// and is checkpointed automatically once it grows past 1,000 pages, and the next connection
    /// reads it, so no committed transaction is lost.
    public var checkpointsOnClose: Bool

    /// How long opening a file of an older schema waits, in all, while another process migrates
    /// it (or holds it otherwise) before failing with `StorageError.locked`: a migration may take
    /// longer than `busyTimeout` on a loaded machine, and every run that opens the file meanwhile
    /// waits for it to end. Two minutes by default; at least `busyTimeout` in effect.
    public var migrationTimeout: Duration

    /// Options; the defaults suit a command-line program.
    public init(
        busyTimeout: Duration = .seconds(5),
        createsDirectory: Bool = true,
        journal: SQLiteJournal = .rollback,
        checkpointsOnClose: Bool = true,
        migrationTimeout: Duration = .seconds(120)
    ) {
        self.busyTimeout = busyTimeout
        self.createsDirectory = createsDirectory
        self.journal = journal
        self.checkpointsOnClose = checkpointsOnClose
        self.migrationTimeout = migrationTimeout
    }
}

/// How an `SQLiteDatabase` makes transactions atomic and durable.
///
/// A command-line program opens its database for a few milliseconds, once per run, so the
/// rollback journal suits it: reading needs no file besides the database, and a write creates
/// `<file>-journal`, syncs it, writes and syncs the database, and deletes the journal, leaving
/// only the database behind. Write-ahead logging lets readers go on while a writer commits, which
/// only long-lived processes with concurrent connections need; a short-lived one pays for it
/// with the `-wal` and `-shm` files it creates and deletes on every run (or leaves behind) and
/// a checkpoint with two more `fsync`s when it closes (Benchmarks/README.md has the figures of
/// `people-roulette pick 2` with each).
public enum SQLiteJournal: Sendable, Hashable {
    /// `journal_mode = DELETE` with `synchronous = FULL` (SQLite's defaults). A file left in
    /// WAL mode (by an earlier version, or another program) is switched back when no other
    /// connection has it open, and used in WAL mode otherwise.
    case rollback
    /// `journal_mode = WAL` with `synchronous = NORMAL`: committed transactions survive a
    /// crash of the program; the last ones may be lost, never corrupted, on a power failure.
    case writeAheadLog
}
