import SpecKit
import Storage

final class StorageErrorSpec: Spec {
    override func spec() {
        describe("StorageError") {
            let path = "/home/ana/.local/share/people-roulette/people.sqlite"
            let fileErrors: [StorageError] = [
                .directoryNotWritable(path: "/home/ana/.local/share/people-roulette", reason: "permission denied"),
                .notADatabase(path: path, reason: "it is a directory"),
                .foreignDatabase(path: path, applicationID: 0),
                .newerSchema(path: path, found: 3, supported: 2),
                .damaged(path: path, reason: "database disk image is malformed"),
                .locked(path: path, timeout: .seconds(5)),
                .migrationFailed(path: path, version: 2, reason: "duplicate column name: email"),
                .ioFailure(path: path, reason: "disk I/O error"),
                .constraintViolated(path: path, reason: "UNIQUE constraint failed: people.id"),
                .closed(path: path),
                .databaseFailure(path: path, code: 1, reason: "no such table: people"),
            ]

            it("names the file or directory in every message about one") {
                for error in fileErrors {
                    expect(error.message).to(contain("/home/ana/.local/share/people-roulette"))
                    expect(error.path).toNot(beNil())
                    expect(error.description) == error.message
                }
            }

            it("tells a damaged or foreign file was left as it is") {
                for error in fileErrors[1...2] + [fileErrors[4]] {
                    expect(error.hint).to(contain("left as it is"))
                    expect(error.exitCode.rawValue) == 65
                }
            }

            it("says how long it waited for a lock") {
                expect(fileErrors[5].message) == "the database \(path) is locked by another process (waited 5 s)"
                expect(fileErrors[5].hint).to(contain("wait for it to finish"))
            }

            it("says what to do about a directory that cannot be written") {
                expect(fileErrors[0].message) == "cannot write to the data directory /home/ana/.local/share/people-roulette: permission denied"
                expect(fileErrors[0].hint).to(contain("writable"))
                expect(fileErrors[0].exitCode.rawValue) == 74
            }
        }
    }
}
