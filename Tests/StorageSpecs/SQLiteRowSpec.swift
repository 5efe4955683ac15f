import Foundation
import PlatformTesting
import SpecKit
import Storage

final class SQLiteRowSpec: Spec {
    override func spec() {
        describe("SQLiteRow") {
            let row = SQLiteRow(
                columns: ["id", "name", "email", "score", "active", "photo", "seen"],
                values: [.integer(7), .text("Ada"), .null, .real(9.5), .integer(1), .blob(Data([1, 2])), .real(1_700_000_000)]
            )

            it("reads values by column name as Swift types") {
                expect(try row["id"] as Int) == 7
                expect(try row["name"] as String) == "Ada"
                expect(try row["email"] as String?) == .some(nil)
                expect(try row["score"] as Double) == 9.5
                expect(try row["active"] as Bool) == true
                expect(try row["photo"] as Data) == Data([1, 2])
                expect(try row["seen"] as Date) == Date(timeIntervalSince1970: 1_700_000_000)
            }

            it("reads text as Data, its UTF-8 bytes, the empty text and other scripts included") {
                expect(try row["name"] as Data) == Data("Ada".utf8)
                let other = SQLiteRow(columns: ["a", "b"], values: [.text(""), .text("Ω ünï 🎲")])
                expect(try other["a"] as Data) == Data()
                expect(try other["b"] as Data) == Data([0xCE, 0xA9, 0x20, 0xC3, 0xBC, 0x6E, 0xC3, 0xAF, 0x20, 0xF0, 0x9F, 0x8E, 0xB2])
            }

            it("reads values by position") {
                expect(try row[1] as String) == "Ada"
            }

            it("reports a value of the wrong type with its column") {
                expect { try row["name"] as Int }.to(
                    throwError(StorageError.unreadableValue(column: "name", reason: "it holds text, which cannot be read as Int"))
                )
            }

            it("reports NULL read as a required value") {
                expect { try row["email"] as String }.to(
                    throwError(StorageError.unreadableValue(column: "email", reason: "it holds null, which cannot be read as String"))
                )
            }

            it("reports a column the row does not have") {
                expect { try row["phone"] as String }.to(
                    throwError(errorType: StorageError.self) { error in
                        expect(error.message).to(contain("the row has no such column"))
                    }
                )
            }
        }

        describe("SQLiteValueConvertible") {
            it("round-trips every conforming type") {
                let uuid = UUID()
                expect(Int(sqliteValue: 42.sqliteValue)) == 42
                expect(Int32(sqliteValue: Int32(-5).sqliteValue)) == -5
                expect(String(sqliteValue: "é".sqliteValue)) == "é"
                expect(Bool(sqliteValue: false.sqliteValue)) == false
                expect(UUID(sqliteValue: uuid.sqliteValue)) == uuid
                expect(URL(sqliteValue: URL(string: "https://example.com/a")!.sqliteValue)) == URL(string: "https://example.com/a")
                expect(Optional<Int>.none.sqliteValue) == .null
            }

            it("refuses values that do not fit") {
                expect(Int32(sqliteValue: .integer(Int64(Int32.max) + 1))).to(beNil())
                expect(Bool(sqliteValue: .integer(2))).to(beNil())
                expect(UUID(sqliteValue: .text("not a uuid"))).to(beNil())
                expect(Int(sqliteValue: .real(1.5))).to(beNil())
                expect(Int(sqliteValue: .real(2))) == 2
            }

            it("keeps text with NUL characters and blobs whole through the database") {
                let directory = TemporaryDirectory()
                defer { directory.remove() }
                let database = try SQLiteDatabase(
                    at: directory.file("values.sqlite"),
                    schema: SQLiteSchema(
                        applicationID: SQLiteSchema.applicationID("TEST"),
                        migrations: [SQLiteMigration(version: 1, sql: "CREATE TABLE v (t TEXT, b BLOB, e BLOB)")]
                    )
                )
                let text = "a\u{0}b ünïcödé"
                try database.write { try $0.execute("INSERT INTO v VALUES (?, ?, ?)", [.text(text), .blob(Data([0, 255, 0])), .blob(Data())]) }
                let row = try database.read { try $0.query("SELECT t, b, e FROM v").first }
                expect(try row?["t"] as String?) == text
                expect(try row?["b"] as Data?) == Data([0, 255, 0])
                expect(try row?["e"] as Data?) == Data()
            }
        }
    }
}
