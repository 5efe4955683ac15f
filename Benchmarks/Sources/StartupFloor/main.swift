// The floor of a command's start-up: the least an app on this framework can do, built as `make`
// builds the apps (the same static flags), so that StaticStartupBenchmarks can show how far each
// command is above it. It opens an SQLite database, runs one query, and decodes a small JSON
// document with FoundationEssentials, then prints one line.
//
//   swift build -c release --scratch-path .build/static $(make -s -C .. static-flags) --product StartupFloor
//   .build/static/release/StartupFloor [database]     (":memory:" when no path is given)
import CSQLiteFloor

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

struct Person: Decodable {
    let id: Int
    let name: String
    let email: String?
}

let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ":memory:"
var database: OpaquePointer?
guard sqlite3_open_v2(path, &database, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else {
    print("cannot open \(path)")
    exit(1)
}
var statement: OpaquePointer?
guard sqlite3_prepare_v2(database, "SELECT count(*) FROM sqlite_master", -1, &statement, nil) == SQLITE_OK,
    sqlite3_step(statement) == SQLITE_ROW
else {
    print("cannot read \(path)")
    exit(1)
}
let tables = sqlite3_column_int64(statement, 0)
sqlite3_finalize(statement)
sqlite3_close(database)

let json = Data(#"{"id": 1, "name": "Ada Lovelace", "email": "ada@example.com"}"#.utf8)
let person = try JSONDecoder().decode(Person.self, from: json)
print("\(tables) schema entries; \(person.name)")
