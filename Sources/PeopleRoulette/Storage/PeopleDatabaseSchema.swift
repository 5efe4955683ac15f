import Platform
import Storage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The SQLite schema of people-roulette's database, marked with the application id `PPLR`:
///
/// - version 1: `users` (one row per person) and `history` (one row per pick: its time and the
///   ids of the people picked, comma-separated);
/// - version 2: `history_people` keeps a copy of each picked person, in pick order, so the
///   history still shows who was picked after a refresh replaced the list; version 1's id
///   lists are moved there (people no longer on the list are kept by id) and the column dropped;
/// - version 3: `provenance`, one row at most (id 1): where the stored list came from (`kind`:
///   bundled, http, file or unknown; `location`: the path, or the address without credentials
///   or query; `stored_at`: seconds since 1970), written with the list. A file of version 2
///   that holds people gets the row `unknown` (its source was not recorded); an empty one gets
///   none, like a new file;
/// - version 4: the table of people is named `people`, as the code names them (it was `users`,
///   jsonplaceholder's word).
///
/// A database of an older version is migrated in place when opened, in one transaction.
package enum PeopleDatabaseSchema {
    /// The application id written into the file: "PPLR".
    package static let applicationID = SQLiteSchema.applicationID("PPLR")

    /// Version 1: users and a history of id lists.
    package static let version1 = SQLiteMigration(
        version: 1,
        "users and history",
        sql: """
            CREATE TABLE users (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                username TEXT,
                email TEXT,
                phone TEXT,
                website TEXT,
                company_name TEXT,
                company_catch_phrase TEXT
            );
            CREATE TABLE history (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                picked_at REAL NOT NULL,
                user_ids TEXT NOT NULL
            );
            """
    )

    /// Version 2: each pick keeps a copy of the people picked.
    package static let version2 = SQLiteMigration(version: 2, "copies of the picked people in the history") { transaction in
        try transaction.executeScript(
            """
            CREATE TABLE history_people (
                history_id INTEGER NOT NULL REFERENCES history(id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                person TEXT NOT NULL,
                PRIMARY KEY (history_id, position)
            )
            """
        )
        let users = try transaction.query("SELECT id, name, username, email, phone, website, company_name, company_catch_phrase FROM users")
        var known: [Int: Person] = [:]
        for row in users {
            let person = try PeopleDatabaseSchema.person(row)
            known[person.id] = person
        }
        for row in try transaction.query("SELECT id, user_ids FROM history ORDER BY id") {
            let historyID: Int64 = try row["id"]
            let ids: String = try row["user_ids"]
            let picked = ids.split(separator: ",").compactMap { Int($0.trimmingBlanks) }
            let people = try PeopleDatabaseSchema.json(picked.map { id in known[id] ?? Person(id: id, name: "#\(id)") })
            for (position, person) in people.enumerated() {
                try transaction.execute(
                    "INSERT INTO history_people (history_id, position, person) VALUES (?, ?, ?)",
                    [.integer(historyID), .integer(Int64(position)), .text(person)]
                )
            }
        }
        try transaction.executeScript("ALTER TABLE history DROP COLUMN user_ids")
    }

    /// Version 3: where the stored list came from.
    package static let version3 = SQLiteMigration(
        version: 3,
        "where the stored list came from",
        sql: """
            CREATE TABLE provenance (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                kind TEXT NOT NULL,
                location TEXT,
                stored_at REAL
            );
            INSERT INTO provenance (id, kind) SELECT 1, 'unknown' WHERE EXISTS (SELECT 1 FROM users);
            """
    )

    /// Version 4: `users` renamed `people`.
    package static let version4 = SQLiteMigration(version: 4, "the table of people named people", sql: "ALTER TABLE users RENAME TO people")

    /// Every version, oldest first.
    package static let schema = SQLiteSchema(applicationID: applicationID, migrations: [version1, version2, version3, version4])

    /// The same schema stopped at version 3: what the previous people-roulette wrote. For specs
    /// of the migration.
    package static let schemaVersion3 = SQLiteSchema(applicationID: applicationID, migrations: [version1, version2, version3])

    /// The same schema stopped at version 2: what an older people-roulette wrote. For specs of
    /// the migration.
    package static let schemaVersion2 = SQLiteSchema(applicationID: applicationID, migrations: [version1, version2])

    /// The same schema stopped at version 1: what an older people-roulette wrote. For specs of
    /// the migration.
    package static let schemaVersion1 = SQLiteSchema(applicationID: applicationID, migrations: [version1])

    /// The `people` table, for the people store.
    static let people = SQLiteTable<Person>(
        name: "people",
        keyColumn: "id",
        columns: ["id", "name", "username", "email", "phone", "website", "company_name", "company_catch_phrase"],
        orderBy: "id",
        encode: { person in
            [
                person.id.sqliteValue, person.name.sqliteValue, person.username.sqliteValue, person.email.sqliteValue,
                person.phone.sqliteValue, person.website.sqliteValue, (person.company?.name).sqliteValue,
                (person.company?.catchPhrase).sqliteValue,
            ]
        },
        decode: person
    )

    static func person(_ row: SQLiteRow) throws -> Person {
        let companyName: String? = try row["company_name"]
        let catchPhrase: String? = try row["company_catch_phrase"]
        let company = companyName == nil && catchPhrase == nil ? nil : Person.Company(name: companyName, catchPhrase: catchPhrase)
        return Person(
            id: try row["id"],
            name: try row["name"],
            username: try row["username"],
            email: try row["email"],
            phone: try row["phone"],
            website: try row["website"],
            company: company
        )
    }

    /// Each person as the JSON kept in `history_people`: `JSONEncoder`'s with sorted keys,
    /// absent optionals left out (`{"id":1,"name":"Ada"}`), as every version has written it.
    static func json(_ people: [Person]) throws -> [String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try people.map { person in String(decoding: try encoder.encode(person), as: UTF8.self) }
    }
}
