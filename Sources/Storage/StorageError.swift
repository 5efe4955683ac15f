import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why storing or reading records failed, with a message for the user that says what
/// happened, to which file, and what to do.
///
/// A damaged or foreign database file is reported and left exactly as it is: the store never
/// deletes or overwrites a file it does not recognise as its own.
public enum StorageError: UserFacingError, Sendable, Hashable {
    /// The directory for the database cannot be created or written to.
    case directoryNotWritable(path: String, reason: String)
    /// The file is not an SQLite database: damaged beyond recognition, or another kind of file.
    case notADatabase(path: String, reason: String)
    /// The file is an SQLite database of another application (its `application_id` differs).
    case foreignDatabase(path: String, applicationID: Int32)
    /// The database was written by a newer version of the program: its schema version is
    /// higher than the newest this one knows.
    case newerSchema(path: String, found: Int, supported: Int)
    /// SQLite found the database damaged while reading or writing it.
    case damaged(path: String, reason: String)
    /// Another connection (usually another process) held the database longer than the busy
    /// timeout.
    case locked(path: String, timeout: Duration)
    /// A migration failed; it was rolled back, and the database keeps its previous version.
    case migrationFailed(path: String, version: Int, reason: String)
    /// Reading or writing the file failed: disk full, read-only file system, I/O error.
    case ioFailure(path: String, reason: String)
    /// A write broke a constraint of the schema (a duplicate key, a missing reference).
    case constraintViolated(path: String, reason: String)
    /// Records were refused before anything was written (for example two with the same id).
    case invalidRecords(reason: String)
    /// A stored value cannot be read as the type asked for.
    case unreadableValue(column: String, reason: String)
    /// The code using the store is wrong (an invalid schema, a transaction used after it ended):
    /// a programming error, reported instead of a crash.
    case programmingError(reason: String)
    /// The database was used after `close()`.
    case closed(path: String)
    /// Any other failure SQLite reported, with its result code.
    case databaseFailure(path: String, code: Int32, reason: String)

    /// One line for the user: what happened, to which file.
    public var message: String {
        switch self {
        case .directoryNotWritable(let path, let reason):
            return "cannot write to the data directory \(path): \(reason)"
        case .notADatabase(let path, let reason):
            return "\(path) is not a database this program can use: \(reason)"
        case .foreignDatabase(let path, let applicationID):
            return "\(path) is an SQLite database of another application (application_id \(applicationID))"
        case .newerSchema(let path, let found, let supported):
            return "\(path) has schema version \(found), newer than version \(supported) that this program knows"
        case .damaged(let path, let reason):
            return "the database \(path) is damaged: \(reason)"
        case .locked(let path, let timeout):
            return "the database \(path) is locked by another process (waited \(Self.format(timeout)))"
        case .migrationFailed(let path, let version, let reason):
            return "cannot upgrade the database \(path) to schema version \(version): \(reason)"
        case .ioFailure(let path, let reason):
            return "cannot read or write \(path): \(reason)"
        case .constraintViolated(let path, let reason):
            return "the data cannot be stored in \(path): \(reason)"
        case .invalidRecords(let reason):
            return "the records were not stored: \(reason)"
        case .unreadableValue(let column, let reason):
            return "a stored value of column \"\(column)\" cannot be read: \(reason)"
        case .programmingError(let reason):
            return "the storage code is wrong: \(reason)"
        case .closed(let path):
            return "the database \(path) was used after it was closed"
        case .databaseFailure(let path, let code, let reason):
            return "the database \(path) failed (SQLite code \(code)): \(reason)"
        }
    }

    /// What the user can do about it, or nil when there is nothing useful to say.
    public var hint: String? {
        switch self {
        case .directoryNotWritable:
            return "make the directory writable, or choose another storage path"
        case .notADatabase, .foreignDatabase, .damaged:
            return "the file was left as it is; move it away or choose another storage path, then run again to start a new database"
        case .newerSchema:
            return "use the newer version of the program, or choose another storage path"
        case .locked:
            return "another run is using the database: wait for it to finish and try again, or allow a longer busy timeout"
        case .migrationFailed:
            return "the database was left at its previous version; report this problem, or choose another storage path"
        case .ioFailure:
            return "check that the disk is not full or read-only and that the file is readable and writable"
        case .constraintViolated, .invalidRecords:
            return "check the data for duplicate or missing ids; nothing was changed"
        case .unreadableValue:
            return "the database may have been changed by another program; move it away to start a new one"
        case .programmingError, .closed:
            return "this is a bug in the program; please report it"
        case .databaseFailure:
            return nil
        }
    }

    /// The sysexits status an executable exits with: 65 (bad data) for a damaged, foreign or
    /// newer database and refused records, 74 (I/O) for files, directories and a lock held too
    /// long, 70 (software) for programming errors.
    public var exitCode: ExitCode {
        switch self {
        case .notADatabase, .foreignDatabase, .newerSchema, .damaged, .constraintViolated,
            .invalidRecords, .unreadableValue, .migrationFailed:
            return .dataError
        case .directoryNotWritable, .ioFailure, .databaseFailure, .locked:
            return .ioError
        case .programmingError, .closed:
            return .software
        }
    }

    /// The file or directory concerned, when there is one.
    public var path: String? {
        switch self {
        case .directoryNotWritable(let path, _), .notADatabase(let path, _), .foreignDatabase(let path, _),
            .newerSchema(let path, _, _), .damaged(let path, _), .locked(let path, _),
            .migrationFailed(let path, _, _), .ioFailure(let path, _), .constraintViolated(let path, _),
            .closed(let path), .databaseFailure(let path, _, _):
            return path
        case .invalidRecords, .unreadableValue, .programmingError:
            return nil
        }
    }

    private static func format(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
        return "\(milliseconds) ms"
    }
}

extension StorageError: CustomStringConvertible, LocalizedError {
    /// The message, so that interpolating the error shows it.
    public var description: String { message }
    /// The message, for `localizedDescription`.
    public var errorDescription: String? { message }
}
