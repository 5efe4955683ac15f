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
///   jsonplaceholder's word);
/// - version 5: each person's `position` in id order (0 for the lowest id), dense and unique
///   (`people_position`), written with the list: `pick` counts the people and reads the rows
///   it chose by position, never the whole list.
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

    /// Version 5: each person's position in id order, for reading a row by position.
    package static let version5 = SQLiteMigration(
        version: 5,
        "each person's position in id order",
        sql: """
            ALTER TABLE people ADD COLUMN position INTEGER;
            UPDATE people SET position = numbered.position
                FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS position FROM people) AS numbered
                WHERE people.id = numbered.id;
            CREATE UNIQUE INDEX people_position ON people (position);
            """
    )

    /// Every version, oldest first.
    package static let schema = SQLiteSchema(applicationID: applicationID, migrations: [version1, version2, version3, version4, version5])

    /// The same schema stopped at version 4: what the previous people-roulette wrote. For specs
    /// of the migration.
    package static let schemaVersion4 = SQLiteSchema(applicationID: applicationID, migrations: [version1, version2, version3, version4])

    /// The same schema stopped at version 3: what an older people-roulette wrote. For specs
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

    /// A new row of `people` with its position: the table's columns, then `position`.
    static let insertWithPosition =
        "INSERT INTO people (id, name, username, email, phone, website, company_name, company_catch_phrase, position) "
        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"

    /// The row of `people` at the one parameter's position, with the table's columns.
    static let selectAtPosition =
        "SELECT id, name, username, email, phone, website, company_name, company_catch_phrase FROM people WHERE position = ?"

    /// The last position: one less than the number of people (positions are dense), found in
    /// the index without reading the table (`count(*)` reads every page of it).
    static let lastPosition = "SELECT max(position) FROM people"

    /// The position of each column of `people` in the rows `person(_:)` reads: every statement
    /// reading people lists the table's columns in this order (`people.columns`, the record
    /// store's `selectAll`, `selectAtPosition`, version 2's migration), so a column's position is
    /// known once, where the statement is written, and not searched for by name in every row.
    enum Column: Int, CaseIterable {
        case id, name, username, email, phone, website, companyName, companyCatchPhrase
    }

    /// The person of a row holding the columns of `people` in their order (`Column`).
    static func person(_ row: SQLiteRow) throws -> Person {
        guard row.values.count == Column.allCases.count else {
            throw StorageError.programmingError(
                reason: "a row of people has \(row.values.count) columns (\(row.columns.joined(separator: ", "))), not \(Column.allCases.count)"
            )
        }
        let companyName: String? = try row[Column.companyName.rawValue]
        let catchPhrase: String? = try row[Column.companyCatchPhrase.rawValue]
        let company = companyName == nil && catchPhrase == nil ? nil : Person.Company(name: companyName, catchPhrase: catchPhrase)
        return Person(
            id: try row[Column.id.rawValue],
            name: try row[Column.name.rawValue],
            username: try row[Column.username.rawValue],
            email: try row[Column.email.rawValue],
            phone: try row[Column.phone.rawValue],
            website: try row[Column.website.rawValue],
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
