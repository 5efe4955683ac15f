import Platform

/// Tells, from the first 100 bytes of a file and before SQLite opens it, whether the file is
/// missing, empty, an SQLite database (with its application id and schema version) or
/// something else. Files that are not ours are then never handed to SQLite, which would
/// create journal files beside them or roll back their journals.
enum SQLiteFileInspector {
    enum State: Equatable {
        case missing
        case empty
        /// An SQLite database; `writeAheadLog` when its header says it is in WAL mode (which
        /// is kept in the file: bytes 18 and 19 are 2).
        case database(applicationID: Int32, userVersion: Int32, writeAheadLog: Bool)
        case notADatabase(reason: String)
    }

    static let headerMagic = Array("SQLite format 3\u{0}".utf8)

    static func inspect(_ path: String) throws(StorageError) -> State {
        let (kind, error) = FileKind.of(path)
        switch kind {
        case .missing:
            return .missing
        case .directory:
            return .notADatabase(reason: "it is a directory")
        case .other:
            if error != 0 { throw .ioFailure(path: path, reason: Errno.describe(error)) }
            return .notADatabase(reason: "it is not a regular file")
        case .regularFile(let size):
            if size == 0 { return .empty }
            let header = try POSIXFiles.readPrefix(of: path, count: 100)
            guard header.count == 100 else {
                return .notADatabase(reason: "it is too short to be an SQLite database (\(header.count) bytes)")
            }
            guard Array(header.prefix(16)) == headerMagic else {
                return .notADatabase(reason: "it does not start with the SQLite header (damaged, or another kind of file)")
            }
            return .database(
                applicationID: bigEndian(header, at: 68),
                userVersion: bigEndian(header, at: 60),
                writeAheadLog: header[18] == 2 && header[19] == 2
            )
        }
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int32 {
        let value = bytes[offset..<offset + 4].reduce(UInt32(0)) { ($0 << 8) | UInt32($1) }
        return Int32(bitPattern: value)
    }
}
