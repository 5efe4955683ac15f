import Foundation
import Storage

/// A person as people-roulette will store one: the example record of these specs.
struct Person: StorableRecord, Codable, Hashable {
    let id: Int
    var name: String
    var company: String?
    var email: String?

    init(id: Int, name: String, company: String? = nil, email: String? = nil) {
        self.id = id
        self.name = name
        self.company = company
        self.email = email
    }
}

/// One pick of the roulette, kept as JSON in a history table.
struct Pick: StorableRecord, Codable, Hashable {
    let id: UUID
    let pickedAt: Date
    let personIDs: [Int]
}

/// An example schema in two versions, as an app would declare it: version 1 had people with
/// a name and a company; version 2 adds their email (filled from the name for old rows) and a
/// history of picks.
enum PeopleSchema {
    static let applicationID = SQLiteSchema.applicationID("PRLT")

    static let createPeople = SQLiteMigration(
        version: 1,
        "people",
        sql: """
            CREATE TABLE people (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL CHECK (length(name) > 0),
                company TEXT
            );
            """
    )

    static let addEmailsAndHistory = SQLiteMigration(version: 2, "emails and history") { transaction in
        try transaction.executeScript("ALTER TABLE people ADD COLUMN email TEXT")
        try transaction.execute("UPDATE people SET email = lower(replace(name, ' ', '.')) || '@example.com'")
        try transaction.executeScript(SQLiteTable<Pick>.jsonTableDefinition(name: "history"))
    }

    /// The schema as an older version of the app knew it.
    static let version1 = SQLiteSchema(applicationID: applicationID, migrations: [createPeople])
    /// The current schema.
    static let current = SQLiteSchema(applicationID: applicationID, migrations: [createPeople, addEmailsAndHistory])

    /// People in the version 1 table.
    static let peopleV1 = SQLiteTable<Person>(
        name: "people",
        keyColumn: "id",
        columns: ["id", "name", "company"],
        encode: { [$0.id.sqliteValue, $0.name.sqliteValue, $0.company.sqliteValue] },
        decode: { row in Person(id: try row["id"], name: try row["name"], company: try row["company"]) }
    )

    /// People in the current table.
    static let people = SQLiteTable<Person>(
        name: "people",
        keyColumn: "id",
        columns: ["id", "name", "company", "email"],
        encode: { [$0.id.sqliteValue, $0.name.sqliteValue, $0.company.sqliteValue, $0.email.sqliteValue] },
        decode: { row in Person(id: try row["id"], name: try row["name"], company: try row["company"], email: try row["email"]) }
    )

    /// The history of picks.
    static let history = SQLiteTable<Pick>.json(name: "history")
}
