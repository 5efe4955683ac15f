import Foundation
import PlatformTesting
import SpecKit
import Storage

#if canImport(Glibc)
import Glibc
#endif

final class SQLiteDatabaseSpec: Spec {
    override func spec() {
        describe("SQLiteDatabase") {
            var directory: TemporaryDirectory?
            beforeEach { directory = TemporaryDirectory() }
            afterEach { directory?.remove() }
            func file(_ name: String = "people.sqlite") -> URL {
                (directory?.url ?? URL(fileURLWithPath: "/nonexistent")).appendingPathComponent(name)
            }

            context("when the file does not exist") {
                it("creates it with a rollback journal, our application id and the newest schema version") {
                    let database = try SQLiteDatabase(at: file(), schema: PeopleSchema.current)
                    expect(try database.journalMode()) == "delete"
                    expect(try database.schemaVersion()) == 2
                    let id: Int32? = try database.read { try $0.query("PRAGMA application_id").first?[0] }
                    expect(id) == PeopleSchema.applicationID
                }

                it("creates missing directories") {
                    let nested = file("a/b/c/people.sqlite")
                    _ = try SQLiteDatabase(at: nested, schema: PeopleSchema.current)
                    expect(FileManager.default.fileExists(atPath: nested.path)).to(beTrue())
                }

                it("creates the file owner-only (0600) and the directories it makes owner-only (0700), its journal included") {
                    let nested = file("private/data/people.sqlite")
                    let database = try SQLiteDatabase(at: nested, schema: PeopleSchema.current)
                    func mode(_ path: String) -> Int { ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int) ?? -1 }
                    expect(mode(nested.path)) == 0o600
                    expect(mode(file("private/data").path)) == 0o700
                    expect(mode(file("private").path)) == 0o700
                    try database.write { transaction in
                        try transaction.execute("INSERT INTO people (id, name) VALUES (?, ?)", [.integer(1), .text("Ada")])
                        expect(mode(nested.path + "-journal")) == 0o600
                    }
                }

                it("leaves the mode of an existing file and directory as their owner set them") {
                    let existing = file("shared/people.sqlite")
                    try FileManager.default.createDirectory(
                        atPath: file("shared").path,
                        withIntermediateDirectories: true,
                        attributes: [.posixPermissions: 0o755]
                    )
                    _ = try SQLiteDatabase(at: existing, schema: PeopleSchema.current)
                    expect(chmod(existing.path, 0o640)) == 0
                    _ = try SQLiteDatabase(at: existing, schema: PeopleSchema.current)
                    func mode(_ path: String) -> Int { ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int) ?? -1 }
                    expect(mode(existing.path)) == 0o640
                    expect(mode(file("shared").path)) == 0o755
                }

                it("does not create directories when told not to") {
                    let error = capturedSyncError {
                        try SQLiteDatabase(
                            at: file("missing/people.sqlite"),
                            schema: PeopleSchema.current,
                            options: SQLiteOptions(createsDirectory: false)
                        )
                    }
                    expect(error as? StorageError) == .directoryNotWritable(path: file("missing").path, reason: "it does not exist")
                }
            }

            context("a stale journal and a read-only directory") {
                func fill(_ url: URL) throws {
                    let database = try SQLiteDatabase(at: url, schema: PeopleSchema.current)
                    try database.write { transaction in
                        try transaction.execute("INSERT INTO people (id, name) VALUES (?, ?)", [.integer(1), .text("Ada")])
                    }
                    database.close()
                }
                it("deletes a zero-header journal a killed write left, when it opens the file") {
                    try fill(file())
                    let journal = file("people.sqlite-journal")
                    expect(FileManager.default.createFile(atPath: journal.path, contents: Data(count: 512))) == true
                    let database = try SQLiteDatabase(at: file(), schema: PeopleSchema.current)
                    expect(FileManager.default.fileExists(atPath: journal.path)) == false
                    let names: [String] = try database.read { try $0.query("SELECT name FROM people").map { try $0["name"] } }
                    expect(names) == ["Ada"]
                }
                it("leaves a journal with a header to SQLite, which may roll it back, and the data stays") {
                    try fill(file())
                    let journal = file("people.sqlite-journal")
                    var bytes = Data(count: 512)
                    bytes[0] = 0xd9
                    expect(FileManager.default.createFile(atPath: journal.path, contents: bytes)) == true
                    let database = try SQLiteDatabase(at: file(), schema: PeopleSchema.current)
                    let names: [String] = try database.read { try $0.query("SELECT name FROM people").map { try $0["name"] } }
                    expect(names) == ["Ada"]
                }
                if geteuid() == 0 {
                    pending("root writes in every directory: a read-only directory stops only other users")
                } else {
                    it("reads a database in a read-only directory, and refuses writes naming the directory") {
                        try fill(file("ro/people.sqlite"))
                        let directory = file("ro").path
                        expect(chmod(directory, 0o555)) == 0
                        defer { _ = chmod(directory, 0o700) }
                        let database = try SQLiteDatabase(at: file("ro/people.sqlite"), schema: PeopleSchema.current)
                        let count: Int64? = try database.read { try $0.query("SELECT count(*) FROM people").first?[0] }
                        expect(count) == 1
                        let error = capturedSyncError { try database.write { _ in } }
                        expect(error as? StorageError) == .directoryNotWritable(path: directory, reason: "permission denied")
                    }
                }
            }

            context("journals") {
                func entries() -> [String] {
                    ((try? FileManager.default.contentsOfDirectory(atPath: directory?.url.path ?? "/nonexistent")) ?? []).sorted()
                }
                func writeOne(_ database: SQLiteDatabase) throws {
                    try database.write { transaction in
                        try transaction.execute("INSERT INTO people (id, name) VALUES (?, ?)", [.integer(1), .text("Ada")])
                    }
                }

                it("reads and writes with no file but the database, with the rollback journal") {
                    let database = try SQLiteDatabase(at: file(), schema: PeopleSchema.current)
                    try writeOne(database)
                    let names: [String] = try database.read { try $0.query("SELECT name FROM people").map { try $0["name"] } }
                    expect(names) == ["Ada"]
                    expect(entries()) == ["people.sqlite"]
                }

                it("uses write-ahead logging when its options ask, and leaves no log once closed") {
                    let database = try SQLiteDatabase(at: file(), schema: PeopleSchema.current, options: SQLiteOptions(journal: .writeAheadLog))
                    expect(try database.journalMode()) == "wal"
                    try writeOne(database)
                    database.close()
                    expect(entries()) == ["people.sqlite"]
                }

                it("switches a file left in WAL mode back to the rollback journal, keeping its data") {
                    let old = try SQLiteDatabase(at: file(), schema: PeopleSchema.current, options: SQLiteOptions(journal: .writeAheadLog))
                    try writeOne(old)
                    old.close()
                    let database = try SQLiteDatabase(at: file(), schema: PeopleSchema.current)
                    expect(try database.journalMode()) == "delete"
                    let count: Int? = try database.read { try $0.query("SELECT count(*) FROM people").first?[0] }
                    expect(count) == 1
                }

                it("keeps a file in WAL mode while another connection has it open, and still reads and writes it") {
                    let other = try SQLiteDatabase(at: file(), schema: PeopleSchema.current, options: SQLiteOptions(journal: .writeAheadLog))
                    let database = try SQLiteDatabase(at: file(), schema: PeopleSchema.current)
                    expect(try database.journalMode()) == "wal"
                    try writeOne(database)
                    let count: Int? = try other.read { try $0.query("SELECT count(*) FROM people").first?[0] }
                    expect(count) == 1
                }
            }

            context("when the file is an empty file") {
                it("makes it a new database") {
                    _ = FileManager.default.createFile(atPath: file().path, contents: Data())
                    expect(try SQLiteDatabase(at: file(), schema: PeopleSchema.current).schemaVersion()) == 2
                }
            }

            context("when the directory cannot be created") {
                it("reports the directory, because a part of its path is a file") {
                    _ = FileManager.default.createFile(atPath: file("blocker").path, contents: Data("x".utf8))
                    let error = capturedSyncError { try SQLiteDatabase(at: file("blocker/data/people.sqlite"), schema: PeopleSchema.current) }
                    let storageError = error as? StorageError
                    expect(storageError)
                        == .directoryNotWritable(path: file("blocker/data").path, reason: "\(file("blocker").path) is not a directory")
                    expect(storageError?.exitCode.rawValue) == 74
                }
            }

            if geteuid() == 0 {
                pending("when the directory is read-only, reports it (needs a user other than root, whom permissions do not stop)")
            } else {
                context("when the directory is read-only") {
                    it("reports the directory without creating anything") {
                        let readOnly = file("read-only")
                        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: false)
                        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
                        defer { _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: readOnly.path) }
                        let error = capturedSyncError {
                            try SQLiteDatabase(at: readOnly.appendingPathComponent("people.sqlite"), schema: PeopleSchema.current)
                        }
                        expect(error as? StorageError) == .directoryNotWritable(path: readOnly.path, reason: "permission denied")
                    }
                }
            }

            context("when the file is not a database") {
                it("reports random bytes with the path and leaves them byte for byte") {
                    var generator = SystemRandomNumberGenerator()
                    let bytes = Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) })
                    try bytes.write(to: file())
                    let error = capturedSyncError { try SQLiteDatabase(at: file(), schema: PeopleSchema.current) }
                    guard case .notADatabase(let path, _)? = error as? StorageError else {
                        fail("expected notADatabase, got \(String(describing: error))")
                        return
                    }
                    expect(path) == file().path
                    expect(try Data(contentsOf: file())) == bytes
                    expect(directory?.names()) == ["people.sqlite"]
                    expect((error as? StorageError)?.hint).to(contain("left as it is"))
                }

                it("reports a text file shorter than a header") {
                    try Data("name\nAda\n".utf8).write(to: file())
                    let error = capturedSyncError { try SQLiteDatabase(at: file(), schema: PeopleSchema.current) }
                    expect(error as? StorageError) == .notADatabase(path: file().path, reason: "it is too short to be an SQLite database (9 bytes)")
                    expect(try Data(contentsOf: file())) == Data("name\nAda\n".utf8)
                }

                it("reports a directory in its place") {
                    try FileManager.default.createDirectory(at: file(), withIntermediateDirectories: false)
                    let error = capturedSyncError { try SQLiteDatabase(at: file(), schema: PeopleSchema.current) }
                    expect(error as? StorageError) == .notADatabase(path: file().path, reason: "it is a directory")
                }
            }

            context("when the file is an SQLite database of another application") {
                it("reports it with the path and leaves it byte for byte, without journal files") {
                    let raw = RawSQLite(path: file().path)
                    raw.exec("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me');")
                    raw.close()
                    let before = try Data(contentsOf: file())
                    let error = capturedSyncError { try SQLiteDatabase(at: file(), schema: PeopleSchema.current) }
                    expect(error as? StorageError) == .foreignDatabase(path: file().path, applicationID: 0)
                    expect(try Data(contentsOf: file())) == before
                    expect(directory?.names()) == ["people.sqlite"]
                }

                it("recognises another application by its application id") {
                    let other = SQLiteSchema(applicationID: SQLiteSchema.applicationID("OTHR"), migrations: [PeopleSchema.createPeople])
                    try SQLiteDatabase(at: file(), schema: other).close()
                    let before = try Data(contentsOf: file())
                    let error = capturedSyncError { try SQLiteDatabase(at: file(), schema: PeopleSchema.current) }
                    expect(error as? StorageError) == .foreignDatabase(path: file().path, applicationID: SQLiteSchema.applicationID("OTHR"))
                    expect(try Data(contentsOf: file())) == before
                }
            }

            context("when our database is damaged inside") {
                it("reports it when read, and leaves it byte for byte") {
                    let database = try SQLiteDatabase(at: file(), schema: PeopleSchema.current)
                    let store = SQLiteRecordStore(database: database, table: PeopleSchema.people)
                    try await store.save((1...200).map { Person(id: $0, name: "Person number \($0) with a long enough name to fill pages") })
                    database.close()
                    var bytes = try Data(contentsOf: file())
                    for offset in stride(from: 4096, to: bytes.count, by: 1) { bytes[offset] = UInt8(truncatingIfNeeded: offset &* 31) }
                    try bytes.write(to: file())
                    let error = await capturedError {
                        try await SQLiteRecordStore(
                            database: try SQLiteDatabase(at: file(), schema: PeopleSchema.current),
                            table: PeopleSchema.people
                        ).retrieveAll()
                    }
                    guard case .damaged(let path, _)? = error as? StorageError else {
                        fail("expected damaged, got \(String(describing: error))")
                        return
                    }
                    expect(path) == file().path
                    expect(try Data(contentsOf: file())) == bytes
                }
            }

            context("when the database has a newer schema version") {
                it("refuses it and leaves it byte for byte") {
                    let future = SQLiteSchema(
                        applicationID: PeopleSchema.applicationID,
                        migrations: PeopleSchema.current.migrations + [SQLiteMigration(version: 3, sql: "CREATE TABLE later (x)")]
                    )
                    try SQLiteDatabase(at: file(), schema: future).close()
                    let before = try Data(contentsOf: file())
                    let error = capturedSyncError { try SQLiteDatabase(at: file(), schema: PeopleSchema.current) }
                    expect(error as? StorageError) == .newerSchema(path: file().path, found: 3, supported: 2)
                    expect((error as? StorageError)?.message) == "\(file().path) has schema version 3, newer than version 2 that this program knows"
                    expect(try Data(contentsOf: file())) == before
                }
            }

            context("when another connection holds the write lock") {
                it("fails with locked once the busy timeout has passed") {
                    _ = try SQLiteDatabase(at: file(), schema: PeopleSchema.current)
                    let holder = RawSQLite(path: file().path)
                    // The write lock (RESERVED): readers go on, other writers wait.
                    expect(holder.exec("BEGIN IMMEDIATE")) == 0
                    defer {
                        holder.exec("ROLLBACK")
                        holder.close()
                    }
                    let waiting = try SQLiteDatabase(
                        at: file(),
                        schema: PeopleSchema.current,
                        options: SQLiteOptions(busyTimeout: .milliseconds(100))
                    )
                    let error = capturedSyncError { try waiting.write { try $0.execute("INSERT INTO people (id, name) VALUES (1, 'Ada')") } }
                    expect(error as? StorageError) == .locked(path: file().path, timeout: .milliseconds(100))
                    expect((error as? StorageError)?.message) == "the database \(file().path) is locked by another process (waited 100 ms)"
                    expect((error as? StorageError)?.exitCode.rawValue) == 74
                }

                it("waits for it to be released within the busy timeout") {
                    _ = try SQLiteDatabase(at: file(), schema: PeopleSchema.current)
                    let holder = RawSQLite(path: file().path)
                    expect(holder.exec("BEGIN IMMEDIATE; INSERT INTO people (id, name) VALUES (1, 'Ada');")) == 0
                    let waiting = try SQLiteDatabase(at: file(), schema: PeopleSchema.current, options: SQLiteOptions(busyTimeout: .seconds(30)))
                    // SQLite's busy wait blocks its thread: on a thread of its own, not on one of the
                    // cooperative pool's (two on a 2-core machine), which the COMMIT below needs.
                    let writer = Task {
                        try await onOwnThread { try waiting.write { try $0.execute("INSERT INTO people (id, name) VALUES (2, 'Grace')") } }
                    }
                    try await Task.sleep(for: .milliseconds(200))
                    expect(holder.exec("COMMIT")) == 0
                    holder.close()
                    try await writer.value
                    let names: [String] = try waiting.read { try $0.query("SELECT name FROM people ORDER BY id").map { try $0["name"] } }
                    expect(names) == ["Ada", "Grace"]
                }
            }

            context("when another connection migrates an old file for longer than the busy timeout") {
                /// A version-1 file whose write lock another connection holds, as a migrating run does.
                func lockedOldFile() throws -> RawSQLite {
                    let old = try SQLiteDatabase(at: file(), schema: PeopleSchema.version1)
                    try old.write { try $0.execute("INSERT INTO people (id, name) VALUES (1, 'Ada')") }
                    old.close()
                    let holder = RawSQLite(path: file().path)
                    expect(holder.exec("BEGIN IMMEDIATE")) == 0
                    return holder
                }

                it("waits for the migration past the busy timeout, and finds the file migrated") {
                    let holder = try lockedOldFile()
                    let path = file()
                    let opening = Task {
                        try await onOwnThread {
                            let options = SQLiteOptions(busyTimeout: .milliseconds(100), migrationTimeout: .seconds(30))
                            return try SQLiteDatabase(at: path, schema: PeopleSchema.current, options: options).schemaVersion()
                        }
                    }
                    // Six busy timeouts of the opener pass while the other connection "migrates".
                    try await Task.sleep(for: .milliseconds(600))
                    expect(holder.exec("ALTER TABLE people ADD COLUMN email TEXT; PRAGMA user_version = 2; COMMIT;")) == 0
                    holder.close()
                    let version = try await opening.value
                    expect(version) == 2
                }

                it("fails with locked, naming the whole wait, once the migration timeout has passed") {
                    let holder = try lockedOldFile()
                    defer {
                        holder.exec("ROLLBACK")
                        holder.close()
                    }
                    let options = SQLiteOptions(busyTimeout: .milliseconds(50), migrationTimeout: .milliseconds(300))
                    let clock = ContinuousClock()
                    let began = clock.now
                    let error = capturedSyncError { try SQLiteDatabase(at: file(), schema: PeopleSchema.current, options: options) }
                    expect(clock.now - began).to(beGreaterThanOrEqualTo(.milliseconds(300)))
                    expect(error as? StorageError) == .locked(path: file().path, timeout: .milliseconds(300))
                    expect((error as? StorageError)?.message) == "the database \(file().path) is locked by another process (waited 300 ms)"
                }
            }

            context("when several connections open a new file at once") {
                it("creates and migrates it once, and every one succeeds") {
                    let path = file()
                    let versions = try await withThrowingTaskGroup(of: Int.self) { group in
                        for _ in 0..<6 {
                            group.addTask { try SQLiteDatabase(at: path, schema: PeopleSchema.current).schemaVersion() }
                        }
                        return try await group.reduce(into: []) { $0.append($1) }
                    }
                    expect(versions) == [2, 2, 2, 2, 2, 2]
                }
            }

            context("when a transaction throws") {
                it("rolls back everything it wrote") {
                    let database = try SQLiteDatabase(at: file(), schema: PeopleSchema.current)
                    struct Stop: Error {}
                    let error = capturedSyncError {
                        try database.write { transaction in
                            try transaction.execute("INSERT INTO people (id, name) VALUES (1, 'Ada')")
                            throw Stop()
                        }
                    }
                    expect(error).to(beAKindOf(Stop.self))
                    let count: Int? = try database.read { try $0.query("SELECT count(*) FROM people").first?[0] }
                    expect(count) == 0
                }
            }

            context("when a transaction is used after its closure returned") {
                it("refuses it") {
                    let database = try SQLiteDatabase(at: file(), schema: PeopleSchema.current)
                    var escaped: SQLiteTransaction?
                    try database.write { escaped = $0 }
                    let error = capturedSyncError { try escaped?.execute("DELETE FROM people") }
                    guard case .programmingError? = error as? StorageError else {
                        fail("expected programmingError, got \(String(describing: error))")
                        return
                    }
                }
            }

            context("when it is used after close") {
                it("fails with closed") {
                    let database = try SQLiteDatabase(at: file(), schema: PeopleSchema.current)
                    database.close()
                    expect(capturedSyncError { try database.schemaVersion() } as? StorageError) == .closed(path: file().path)
                }
            }

            context("when a statement is wrong") {
                it("reports SQLite's message") {
                    let database = try SQLiteDatabase(at: file(), schema: PeopleSchema.current)
                    let error = capturedSyncError { try database.read { try $0.query("SELECT nope FROM people") } } as? StorageError
                    expect(error?.message.contains("no such column: nope")).to(beTrue(), description: error?.message)
                }
                it("refuses the wrong number of values") {
                    let database = try SQLiteDatabase(at: file(), schema: PeopleSchema.current)
                    let error =
                        capturedSyncError { try database.write { try $0.execute("INSERT INTO people (id, name) VALUES (?, ?)", [1]) } }
                        as? StorageError
                    guard case .programmingError? = error else {
                        fail("expected programmingError, got \(String(describing: error))")
                        return
                    }
                }
            }
        }
    }
}

/// Runs blocking work on a thread of its own, so that it holds none of Swift's cooperative threads.
private func onOwnThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
