import Foundation
import PlatformTesting
import SpecKit
import Storage

final class SQLiteRecordStoreSpec: Spec {
    override func spec() {
        describe("SQLiteRecordStore") {
            var directory: TemporaryDirectory?
            beforeEach { directory = TemporaryDirectory() }
            afterEach { directory?.remove() }
            func file() -> URL {
                (directory?.url ?? URL(fileURLWithPath: "/nonexistent")).appendingPathComponent("people.sqlite")
            }
            func database() throws -> SQLiteDatabase {
                try SQLiteDatabase(at: file(), schema: PeopleSchema.current)
            }

            behavesLikeARecordStore { SQLiteRecordStore(database: try database(), table: PeopleSchema.people) }

            let old = [Person(id: 1, name: "Ada Lovelace"), Person(id: 2, name: "Grace Hopper")]

            context("when replacing fails inside the transaction") {
                it("keeps exactly the old records") {
                    let store = SQLiteRecordStore(database: try database(), table: PeopleSchema.people)
                    try await store.save(old)
                    // The CHECK constraint refuses the empty name of the third record, after two were written.
                    let new = [Person(id: 10, name: "Alan Turing"), Person(id: 11, name: "Edsger Dijkstra"), Person(id: 12, name: "")]
                    let error = await capturedError { try await store.replaceAll(with: new) }
                    guard case .constraintViolated(let path, _)? = error as? StorageError else {
                        fail("expected constraintViolated, got \(String(describing: error))")
                        return
                    }
                    expect(path).to(endWith("people.sqlite"))
                    let actual1 = try await store.retrieveAll()
                    expect(actual1) == old
                }
            }

            context("when a record cannot be encoded") {
                it("refuses the whole batch before writing, keeping the old records") {
                    let picky = SQLiteTable<Person>(
                        name: "people",
                        keyColumn: "id",
                        columns: ["id", "name", "company", "email"],
                        encode: { person in
                            guard person.id > 0 else { throw StorageError.invalidRecords(reason: "ids must be positive") }
                            return try PeopleSchema.people.encode(person)
                        },
                        decode: PeopleSchema.people.decode
                    )
                    let store = SQLiteRecordStore(database: try database(), table: picky)
                    try await store.save(old)
                    let error = await capturedError {
                        try await store.replaceAll(with: [Person(id: 5, name: "Alan"), Person(id: -1, name: "Nobody")])
                    }
                    expect(error as? StorageError) == .invalidRecords(reason: "ids must be positive")
                    let actual2 = try await store.retrieveAll()
                    expect(actual2) == old
                }
            }

            context("when the key is an INTEGER PRIMARY KEY") {
                it("retrieves records in id order, the rowid's") {
                    let store = SQLiteRecordStore(database: try database(), table: PeopleSchema.people)
                    try await store.replaceAll(with: [Person(id: 3, name: "C"), Person(id: 1, name: "A"), Person(id: 2, name: "B")])
                    let actual3 = try await store.retrieveAll().map(\.id)
                    expect(actual3) == [1, 2, 3]
                }
            }

            context("with a JSON table") {
                it("keeps the records in the order they were saved") {
                    let store = SQLiteRecordStore(database: try database(), table: PeopleSchema.history)
                    let picks = (0..<3).map { Pick(id: UUID(), pickedAt: Date(timeIntervalSince1970: Double(1000 - $0)), personIDs: [$0, $0 + 1]) }
                    for pick in picks { try await store.save([pick]) }
                    let actual4 = try await store.retrieveAll()
                    expect(actual4) == picks
                    let actual5 = try await store.retrieve(id: picks[1].id)
                    expect(actual5) == picks[1]
                }
            }

            context("when a stored row cannot be read as a record") {
                it("reports the column") {
                    let database = try database()
                    try database.write { try $0.execute("INSERT INTO history (id, record) VALUES ('x', '{\"id\": 5}')") }
                    let error = await capturedError { try await SQLiteRecordStore(database: database, table: PeopleSchema.history).retrieveAll() }
                    guard case .unreadableValue(let column, _)? = error as? StorageError else {
                        fail("expected unreadableValue, got \(String(describing: error))")
                        return
                    }
                    expect(column) == "record"
                }
            }

            context("when several tasks write through separate connections at once") {
                it("keeps every record") {
                    let path = file()
                    _ = try SQLiteDatabase(at: path, schema: PeopleSchema.current)
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        for writer in 0..<6 {
                            group.addTask {
                                let store = SQLiteRecordStore(
                                    database: try SQLiteDatabase(at: path, schema: PeopleSchema.current),
                                    table: PeopleSchema.people
                                )
                                for index in 0..<20 {
                                    try await store.save([Person(id: writer * 100 + index, name: "Person \(writer)-\(index)")])
                                }
                            }
                        }
                        try await group.waitForAll()
                    }
                    let store = SQLiteRecordStore(database: try SQLiteDatabase(at: path, schema: PeopleSchema.current), table: PeopleSchema.people)
                    let actual6 = try await store.count()
                    expect(actual6) == 120
                    try store.database.checkIntegrity()
                }
            }
        }
    }
}
