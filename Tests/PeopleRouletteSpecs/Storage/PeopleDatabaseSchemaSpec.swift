import Foundation
import PeopleRoulette
import PlatformTesting
import SpecKit
import Storage

/// Migrations from an older schema, on real files.
final class PeopleDatabaseSchemaSpec: Spec {
    override func spec() {
        describe("PeopleDatabaseSchema") {
            let directory = TemporaryDirectory()
            afterEach { directory.remove() }
            var file: URL { directory.file("people.sqlite") }

            context("when a database of version 1 is opened") {
                beforeEach {
                    // What an older people-roulette left: version 1, users and a history of id lists.
                    let old = try SQLiteDatabase(at: file, schema: PeopleDatabaseSchema.schemaVersion1)
                    try old.write { transaction in
                        try transaction.execute(
                            "INSERT INTO users (id, name, username, company_name) VALUES (1, 'Ada', 'ada', 'Engines'), (2, 'Alan', 'alan', NULL), (3, 'Grace', NULL, NULL)"
                        )
                        try transaction.execute("INSERT INTO history (picked_at, user_ids) VALUES (1000, '2,1'), (2000, '3'), (3000, '1,7')")
                    }
                    expect(try old.schemaVersion()) == 1
                    old.close()
                }

                it("migrates it to version 5") {
                    let store = try SQLitePeopleStore(file: file)
                    expect(try store.database.schemaVersion()) == 5
                }
                it("keeps the people") {
                    let store = try SQLitePeopleStore(file: file)
                    let stored = try await store.allPeople()
                    expect(stored) == [
                        Person(id: 1, name: "Ada", username: "ada", company: .init(name: "Engines")),
                        Person(id: 2, name: "Alan", username: "alan"), Person(id: 3, name: "Grace"),
                    ]
                }
                it("moves the history to copies of the people, in pick order, newest first") {
                    let store = try SQLitePeopleStore(file: file)
                    let history = try await store.history(limit: 10)
                    expect(history.map(\.date.timeIntervalSince1970)) == [3000, 2000, 1000]
                    expect(history.map { $0.people.map(\.name) }) == [["Ada", "#7"], ["Grace"], ["Alan", "Ada"]]
                    expect(history.last?.people.first) == Person(id: 2, name: "Alan", username: "alan")
                }
                it("goes on recording picks after the migration") {
                    let store = try SQLitePeopleStore(file: file)
                    try await store.record(Pick(date: Date(timeIntervalSince1970: 4000), people: [Person(id: 3, name: "Grace")]))
                    let history = try await store.history(limit: 10)
                    expect(history.count) == 4
                    expect(history.first?.people.map(\.name)) == ["Grace"]
                }
                it("migrates only once") {
                    _ = try SQLitePeopleStore(file: file)
                    let again = try SQLitePeopleStore(file: file)
                    let history = try await again.history(limit: 10)
                    expect(history.count) == 3
                }
            }

            context("when a database of version 2 is opened") {
                func makeVersion2(people: Bool) throws {
                    // What the previous people-roulette left: no record of where the list came from.
                    let old = try SQLiteDatabase(at: file, schema: PeopleDatabaseSchema.schemaVersion2)
                    if people {
                        try old.write { transaction in
                            try transaction.execute("INSERT INTO users (id, name) VALUES (1, 'Ada'), (2, 'Alan')")
                        }
                    }
                    expect(try old.schemaVersion()) == 2
                    old.close()
                }

                it("keeps its people, their source recorded as unknown") {
                    try makeVersion2(people: true)
                    let store = try SQLitePeopleStore(file: file)
                    expect(try store.database.schemaVersion()) == 5
                    let stored = try await store.allPeople()
                    expect(stored.map(\.name)) == ["Ada", "Alan"]
                    let provenance = try await store.provenance()
                    expect(provenance) == .unknown
                }
                it("records nothing when it holds no people, as a new file") {
                    try makeVersion2(people: false)
                    let store = try SQLitePeopleStore(file: file)
                    let value = try await store.provenance()
                    expect(value).to(beNil())
                }
                it("records the source of the next list stored") {
                    try makeVersion2(people: true)
                    let store = try SQLitePeopleStore(file: file)
                    let provenance = PeopleProvenance(kind: .file, location: "/home/ada/team.txt", storedAt: Date(timeIntervalSince1970: 5000))
                    try await store.replaceAll(with: [Person(id: 1, name: "Grace")], from: provenance)
                    let again = try SQLitePeopleStore(file: file)
                    let value = try await again.provenance()
                    expect(value) == provenance
                }
            }

            context("when a database of version 3 is opened") {
                beforeEach {
                    // What the previous people-roulette left: the people in a table named users.
                    let old = try SQLiteDatabase(at: file, schema: PeopleDatabaseSchema.schemaVersion3)
                    try old.write { transaction in
                        try transaction.execute("INSERT INTO users (id, name, email) VALUES (1, 'Ada', 'ada@example.com'), (2, 'Alan', NULL)")
                        try transaction.execute("INSERT INTO provenance (id, kind, location) VALUES (1, 'file', '/home/ada/team.txt')")
                    }
                    expect(try old.schemaVersion()) == 3
                    old.close()
                }

                it("renames the table of people, keeping every row and the provenance") {
                    let store = try SQLitePeopleStore(file: file)
                    expect(try store.database.schemaVersion()) == 5
                    let tables = try store.database.read { transaction in
                        try transaction.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map { row -> String in
                            try row["name"]
                        }
                    }
                    expect(tables).to(contain("people"))
                    expect(tables).toNot(contain("users"))
                    let stored = try await store.allPeople()
                    expect(stored) == [Person(id: 1, name: "Ada", email: "ada@example.com"), Person(id: 2, name: "Alan")]
                    let provenance = try await store.provenance()
                    expect(provenance?.location) == "/home/ada/team.txt"
                }
            }

            context("when a database of version 4 is opened") {
                beforeEach {
                    // What the previous people-roulette left: people without positions, ids not dense.
                    let old = try SQLiteDatabase(at: file, schema: PeopleDatabaseSchema.schemaVersion4)
                    try old.write { transaction in
                        try transaction.execute("INSERT INTO people (id, name) VALUES (30, 'Grace'), (4, 'Ada'), (17, 'Alan')")
                    }
                    expect(try old.schemaVersion()) == 4
                    old.close()
                }

                it("numbers the people in id order, keeping every row") {
                    let store = try SQLitePeopleStore(file: file)
                    expect(try store.database.schemaVersion()) == 5
                    let positions = try store.database.read { transaction in
                        try transaction.query("SELECT id, position FROM people ORDER BY position").map { row -> [Int] in
                            [try row["id"], try row["position"]]
                        }
                    }
                    expect(positions) == [[4, 0], [17, 1], [30, 2]]
                    let count = try await store.count()
                    expect(count) == 3
                    let read = try await store.people(at: [2, 0])
                    expect(read.map(\.name)) == ["Grace", "Ada"]
                }
            }

            it("marks its files with the application id PPLR") {
                expect(PeopleDatabaseSchema.applicationID) == 0x5050_4C52
            }

            it("refuses a newer database without changing it") {
                _ = try SQLitePeopleStore(file: file)
                let newer = SQLiteSchema(
                    applicationID: PeopleDatabaseSchema.applicationID,
                    migrations: [
                        PeopleDatabaseSchema.version1, PeopleDatabaseSchema.version2,
                        PeopleDatabaseSchema.version3, PeopleDatabaseSchema.version4, PeopleDatabaseSchema.version5,
                        SQLiteMigration(version: 6, "future", sql: "CREATE TABLE future (id INTEGER)"),
                    ]
                )
                _ = try SQLiteDatabase(at: file, schema: newer)
                expect { try SQLitePeopleStore(file: file) }.to(
                    throwError { (error: StorageError) in
                        expect(error.message) == "\(file.path) has schema version 6, newer than version 5 that this program knows"
                    }
                )
            }
        }
    }
}
