import Foundation
import Platform
import PlatformTesting
import SpecKit
import Storage

final class SQLiteMigrationSpec: Spec {
    override func spec() {
        describe("SQLiteMigration") {
            var directory: TemporaryDirectory?
            beforeEach { directory = TemporaryDirectory() }
            afterEach { directory?.remove() }
            func file() -> URL {
                (directory?.url ?? URL(fileURLWithPath: "/nonexistent")).appendingPathComponent("people.sqlite")
            }

            context("when a database of the older schema (version 1) is opened with the current one") {
                let oldPeople = [Person(id: 1, name: "Ada Lovelace", company: "Analytical Engines"), Person(id: 2, name: "Grace Hopper")]
                beforeEach {
                    let old = try SQLiteDatabase(at: file(), schema: PeopleSchema.version1)
                    try await SQLiteRecordStore(database: old, table: PeopleSchema.peopleV1).replaceAll(with: oldPeople)
                    old.close()
                }

                it("upgrades it to version 2, keeping the people and filling the new column") {
                    let database = try SQLiteDatabase(at: file(), schema: PeopleSchema.current)
                    expect(try database.schemaVersion()) == 2
                    let people = try await SQLiteRecordStore(database: database, table: PeopleSchema.people).retrieveAll()
                    expect(people.map(\.name)) == ["Ada Lovelace", "Grace Hopper"]
                    expect(people.map(\.company)) == ["Analytical Engines", nil]
                    expect(people.map(\.email)) == ["ada.lovelace@example.com", "grace.hopper@example.com"]
                }

                it("creates the tables the new version adds") {
                    let database = try SQLiteDatabase(at: file(), schema: PeopleSchema.current)
                    let history = SQLiteRecordStore(database: database, table: PeopleSchema.history)
                    let pick = Pick(id: UUID(), pickedAt: Date(timeIntervalSince1970: 1_700_000_000), personIDs: [2])
                    try await history.save([pick])
                    let stored = try await history.retrieveAll()
                    expect(stored) == [pick]
                }

                it("runs each migration once, however often the database is opened") {
                    let counter = LockedValue(0)
                    let counted = SQLiteSchema(
                        applicationID: PeopleSchema.applicationID,
                        migrations: [
                            PeopleSchema.createPeople,
                            SQLiteMigration(version: 2, "counted") { transaction in
                                counter.update { $0 += 1 }
                                try PeopleSchema.addEmailsAndHistory.apply(transaction)
                            },
                        ]
                    )
                    for _ in 0..<3 { try SQLiteDatabase(at: file(), schema: counted).close() }
                    expect(counter.value) == 1
                }
            }

            context("when a migration fails") {
                let failing = SQLiteSchema(
                    applicationID: PeopleSchema.applicationID,
                    migrations: [
                        PeopleSchema.createPeople,
                        SQLiteMigration(version: 2, "broken", sql: "ALTER TABLE people ADD COLUMN email TEXT; CREATE TABLE people (oops);"),
                    ]
                )

                it("reports the version and SQLite's reason, and rolls the step back") {
                    let old = try SQLiteDatabase(at: file(), schema: PeopleSchema.version1)
                    try await SQLiteRecordStore(database: old, table: PeopleSchema.peopleV1).save([Person(id: 1, name: "Ada")])
                    old.close()
                    let error = capturedSyncError { try SQLiteDatabase(at: file(), schema: failing) }
                    guard case .migrationFailed(let path, let version, let reason)? = error as? StorageError else {
                        fail("expected migrationFailed, got \(String(describing: error))")
                        return
                    }
                    expect(path) == file().path
                    expect(version) == 2
                    expect(reason).to(contain("table people already exists"))
                    let reopened = try SQLiteDatabase(at: file(), schema: PeopleSchema.version1)
                    expect(try reopened.schemaVersion()) == 1
                    let columns: [String] = try reopened.read { try $0.query("SELECT name FROM pragma_table_info('people')").map { try $0["name"] } }
                    expect(columns) == ["id", "name", "company"]
                    let people = try await SQLiteRecordStore(database: reopened, table: PeopleSchema.peopleV1).retrieveAll()
                    expect(people) == [Person(id: 1, name: "Ada")]
                }

                it("leaves a new file at the last version that worked") {
                    let error = capturedSyncError { try SQLiteDatabase(at: file(), schema: failing) }
                    expect(error).toNot(beNil())
                    expect(try SQLiteDatabase(at: file(), schema: PeopleSchema.version1).schemaVersion()) == 1
                }

                it("reports a migration written in Swift that throws") {
                    struct Refused: Error, CustomStringConvertible { var description: String { "the data cannot move" } }
                    let throwing = SQLiteSchema(
                        applicationID: PeopleSchema.applicationID,
                        migrations: [
                            PeopleSchema.createPeople,
                            SQLiteMigration(version: 2) { _ in throw Refused() },
                        ]
                    )
                    let error = capturedSyncError { try SQLiteDatabase(at: file(), schema: throwing) }
                    expect(error as? StorageError) == .migrationFailed(path: file().path, version: 2, reason: "the data cannot move")
                }
            }

            context("when the schema itself is wrong") {
                it("refuses versions that are not 1, 2, 3... in order, before touching the disk") {
                    let skipping = SQLiteSchema(
                        applicationID: PeopleSchema.applicationID,
                        migrations: [
                            PeopleSchema.createPeople, SQLiteMigration(version: 3, sql: "SELECT 1"),
                        ]
                    )
                    let error = capturedSyncError { try SQLiteDatabase(at: file(), schema: skipping) }
                    guard case .programmingError? = error as? StorageError else {
                        fail("expected programmingError, got \(String(describing: error))")
                        return
                    }
                    expect(directory?.names()) == []
                }

                it("refuses the application id 0") {
                    let anonymous = SQLiteSchema(applicationID: 0, migrations: [PeopleSchema.createPeople])
                    guard case .programmingError? = capturedSyncError({ try SQLiteDatabase(at: file(), schema: anonymous) }) as? StorageError else {
                        fail("expected programmingError")
                        return
                    }
                }
            }
        }

        describe("SQLiteSchema.applicationID") {
            it("packs four ASCII characters, big-endian") {
                expect(SQLiteSchema.applicationID("PRLT")) == 0x5052_4C54
            }
            it("gives 0 for anything else") {
                expect(SQLiteSchema.applicationID("PRL")) == 0
                expect(SQLiteSchema.applicationID("PRLTX")) == 0
                expect(SQLiteSchema.applicationID("PRL\u{e9}")) == 0
            }
        }
    }
}
