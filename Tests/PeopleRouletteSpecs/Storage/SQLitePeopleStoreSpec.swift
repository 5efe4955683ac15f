import Foundation
import PeopleRoulette
import Platform
import PlatformTesting
import SpecKit
import Storage

/// The real SQLite store and the real handlers, in a temporary directory.
final class SQLitePeopleStoreSpec: Spec {
    override func spec() {
        describe("SQLitePeopleStore") {
            let directory = TemporaryDirectory()
            afterEach { directory.remove() }
            var file: URL { directory.file("data/people-roulette/people.sqlite") }
            let clock = FixedClockStub(now: Date(timeIntervalSince1970: 1_714_557_600))

            func handlers(
                _ store: SQLitePeopleStore,
                source: any PeopleSource = BundledPeopleSource(),
                seed: UInt64 = 1
            ) -> (PeopleHandler, RouletteHandler) {
                let users = PeopleHandler(source: source, store: store, clock: clock)
                return (users, RouletteHandler(store: store, random: SeededRandomSource(seed: seed), clock: clock))
            }

            it("creates the file and its directory, with a rollback journal, at the newest schema version") {
                let store = try SQLitePeopleStore(file: file)
                expect(FileManager.default.fileExists(atPath: file.path)) == true
                expect(try store.database.journalMode()) == "delete"
                expect(try store.database.schemaVersion()) == 5
            }

            context("where the stored list came from") {
                it("is nothing before a list is stored") {
                    let store = try SQLitePeopleStore(file: file)
                    let value = try await store.provenance()
                    expect(value).to(beNil())
                }
                it("is recorded by a download, with the source's kind, its location and the clock's time") {
                    let store = try SQLitePeopleStore(file: file)
                    let source = FilePeopleSource(file: directory.file("team.txt"))
                    try "Ada\nAlan\n".write(to: source.file, atomically: true, encoding: .utf8)
                    try await handlers(store, source: source).0.download()
                    let reopened = try SQLitePeopleStore(file: file)
                    let value = try await reopened.provenance()
                    expect(value) == PeopleProvenance(kind: .file, location: source.file.path, storedAt: clock.now)
                }
                it("is replaced by the next download, and bundled has no location") {
                    let store = try SQLitePeopleStore(file: file)
                    try await store.replaceAll(with: people(2), from: PeopleProvenance(kind: .http, location: "https://example.com/users"))
                    try await handlers(store).0.download()
                    let value = try await store.provenance()
                    expect(value) == PeopleProvenance(kind: .bundled, storedAt: clock.now)
                }
                it("stays as it was when the list is refused") {
                    let store = try SQLitePeopleStore(file: file)
                    let before = PeopleProvenance(kind: .http, location: "https://example.com/users", storedAt: clock.now)
                    try await store.replaceAll(with: people(2), from: before)
                    await expecta {
                        try await store.replaceAll(with: [Person(id: 1, name: "A"), Person(id: 1, name: "B")], from: PeopleProvenance(kind: .file))
                    }.to(throwError())
                    let value = try await store.provenance()
                    expect(value) == before
                }
            }

            it("leaves no -journal, -wal or -shm file beside the database once a write has committed, and loses nothing") {
                do {
                    let store = try SQLitePeopleStore(file: file)
                    try await store.replaceAll(with: people(4))
                    for suffix in ["-journal", "-wal", "-shm"] {
                        expect(FileManager.default.fileExists(atPath: file.path + suffix)) == false
                    }
                    store.database.close()
                }
                let reopened = try SQLitePeopleStore(file: file)
                let stored = try await reopened.allPeople()
                expect(stored) == people(4)
            }

            describe("refresh") {
                it("stores the downloaded list, in id order, with every field") {
                    let store = try SQLitePeopleStore(file: file)
                    let (users, _) = handlers(store, source: PeopleSourceStub(result: .success(BundledPeopleSource.people.reversed())))
                    try await users.download()
                    let stored = try await store.allPeople()
                    expect(stored) == BundledPeopleSource.people
                }
                it("keeps the list for the next run") {
                    try await handlers(try SQLitePeopleStore(file: file)).0.download()
                    let reopened = try SQLitePeopleStore(file: file)
                    let stored = try await reopened.allPeople()
                    expect(stored.count) == 10
                }
            }

            describe("replace") {
                it("replaces the whole list") {
                    let store = try SQLitePeopleStore(file: file)
                    try await store.replaceAll(with: people(5))
                    try await store.replaceAll(with: [Person(id: 40, name: "Only")])
                    let stored = try await store.allPeople()
                    expect(stored) == [Person(id: 40, name: "Only")]
                }
                it("keeps the old list when the new one repeats an id, which the table's primary key refuses") {
                    let store = try SQLitePeopleStore(file: file)
                    try await store.replaceAll(with: people(3))
                    await expecta { try await store.replaceAll(with: [Person(id: 1, name: "A"), Person(id: 1, name: "B")]) }
                        .to(
                            throwError(errorType: StorageError.self) { error in
                                guard case .constraintViolated = error else { return fail("expected a constraint violation, got \(error)") }
                            }
                        )
                    let stored = try await store.allPeople()
                    expect(stored) == people(3)
                }
                it("keeps the old list when the download fails") {
                    let store = try SQLitePeopleStore(file: file)
                    try await store.replaceAll(with: people(3))
                    let (users, _) = handlers(store, source: PeopleSourceStub(result: .success([])))
                    await expecta { try await users.download() }.to(throwError(PeopleError.emptyList(source: "the stub source")))
                    let stored = try await store.allPeople()
                    expect(stored) == people(3)
                }
                it("keeps the old list and its source when the confirmation before the commit fails") {
                    let store = try SQLitePeopleStore(file: file)
                    let before = PeopleProvenance(kind: .http, location: "https://example.com/users", storedAt: clock.now)
                    try await store.replaceAll(with: people(3), from: before)
                    await expecta {
                        try await store.replaceAll(with: people(5), from: PeopleProvenance(kind: .file), written: { _ in }) {
                            throw WriteError.failed(output: "standard output", reason: "no space is left on the device")
                        }
                    }
                    .to(throwError(WriteError.failed(output: "standard output", reason: "no space is left on the device")))
                    let stored = try await store.allPeople()
                    expect(stored) == people(3)
                    let provenance = try await store.provenance()
                    expect(provenance) == before
                    let count = try await store.count()
                    expect(count) == 3
                }
                it("tells how many people are written as it goes, every thousand and at the end") {
                    let store = try SQLitePeopleStore(file: file)
                    let counts = LockedValue<[Int]>([])
                    try await store.replaceAll(
                        with: people(2_500),
                        from: PeopleProvenance(kind: .file),
                        written: { count in counts.update { $0.append(count) } }
                    ) {}
                    expect(counts.value) == [1_000, 2_000, 2_500]
                }
                it("stores ten thousand people in one transaction") {
                    let store = try SQLitePeopleStore(file: file)
                    try await store.replaceAll(with: people(10_000))
                    let stored = try await store.allPeople()
                    expect(stored.count) == 10_000
                    expect(stored.last?.name) == "Person 10000"
                }
            }

            describe("reading by position") {
                it("counts no one in a new file, and reads no one") {
                    let store = try SQLitePeopleStore(file: file)
                    let count = try await store.count()
                    expect(count) == 0
                    let read = try await store.people(at: [0])
                    expect(read).to(beEmpty())
                }
                it("counts the stored people and reads them at their positions in id order, in the order asked") {
                    let store = try SQLitePeopleStore(file: file)
                    let list = [Person(id: 9, name: "Grace"), Person(id: 2, name: "Ada"), Person(id: 5, name: "Alan")]
                    try await store.replaceAll(with: list)
                    let count = try await store.count()
                    expect(count) == 3
                    let read = try await store.people(at: [1, 2, 0])
                    expect(read.map(\.id)) == [5, 9, 2]
                }
                it("leaves out a position past the end") {
                    let store = try SQLitePeopleStore(file: file)
                    try await store.replaceAll(with: people(3))
                    let read = try await store.people(at: [3, 1])
                    expect(read.map(\.id)) == [2]
                }
                it("numbers the next list anew") {
                    let store = try SQLitePeopleStore(file: file)
                    try await store.replaceAll(with: people(5))
                    try await store.replaceAll(with: [Person(id: 40, name: "Grace"), Person(id: 7, name: "Ada")])
                    let count = try await store.count()
                    expect(count) == 2
                    let read = try await store.people(at: [0, 1])
                    expect(read.map(\.id)) == [7, 40]
                }
                it("reads the count, the rows chosen and the list's provenance together") {
                    let store = try SQLitePeopleStore(file: file)
                    let provenance = PeopleProvenance(kind: .file, location: "/data/team.json", storedAt: Date(timeIntervalSince1970: 1_700_000_000))
                    try await store.replaceAll(with: people(5), from: provenance)
                    var counted: Int?
                    let chosen = try await store.people { available in
                        counted = available
                        return [4, 0]
                    }
                    expect(counted) == 5
                    expect(chosen.people.map(\.id)) == [5, 1]
                    expect(chosen.provenance) == provenance
                }
                it("picks with a seed the people it picks from the whole list in id order") {
                    let store = try SQLitePeopleStore(file: file)
                    try await store.replaceAll(with: people(50).reversed())
                    let three = try count(3)
                    for seed in UInt64(1)...10 {
                        let fromStore = try await handlers(store, seed: seed).1.pick(three) { _, _ in }
                        let fromList = try await handlers(store, seed: seed).1.pick(three, from: people(50))
                        expect(fromStore.people) == fromList.people
                    }
                }
            }

            describe("history") {
                it("records each pick with its time and people, newest first") {
                    let store = try SQLitePeopleStore(file: file)
                    let (users, roulette) = handlers(store)
                    let everyone = try await users.download()
                    let first = try await roulette.pick(try count(2), from: everyone)
                    let second = try await roulette.pick(try count(3), from: everyone)
                    let history = try await store.history(limit: 10)
                    expect(history) == [second, first]
                    expect(history.first?.date) == clock.now
                }
                it("keeps who was picked after a refresh replaced the list") {
                    let store = try SQLitePeopleStore(file: file)
                    let (users, roulette) = handlers(store)
                    let everyone = try await users.download()
                    let pick = try await roulette.pick(try count(2), from: everyone)
                    try await store.replaceAll(with: [Person(id: 99, name: "Newcomer")])
                    let history = try await store.history(limit: 1)
                    expect(history.first?.people) == pick.people
                }
                it("keeps each person picked as JSONEncoder writes it with sorted keys, byte for byte as every version has") {
                    let store = try SQLitePeopleStore(file: file)
                    let people = [
                        Person(id: 3, name: "Bo"),
                        Person(
                            id: Int.max,
                            name: "Grace \"Amazing\" Hopper",
                            username: "grace",
                            email: "grace@navy.mil",
                            phone: "+1 (555) 010-0100",
                            website: "https://example.com/a\\b",
                            company: Person.Company(name: "US Navy", catchPhrase: "Ship it")
                        ),
                        Person(id: -7, name: "", company: Person.Company(name: nil, catchPhrase: nil)),
                        Person(id: 0, name: "Margaret", phone: "</script>", company: Person.Company(name: nil, catchPhrase: "\t tabs \r\n lines")),
                        Person(
                            id: Int.min,
                            name: "\u{0}\u{1}\u{8}\u{C}\u{1F}\u{7F}",
                            username: "é😀\u{2028}\u{2029}",
                            company: Person.Company(name: "Acme/Co", catchPhrase: nil)
                        ),
                    ]
                    try await store.record(Pick(date: clock.now, people: people))
                    let stored = try store.database.read { transaction in
                        try transaction.query("SELECT person FROM history_people ORDER BY position").map { row -> String in try row["person"] }
                    }
                    let grace: String =
                        #"{"company":{"catchPhrase":"Ship it","name":"US Navy"},"email":"grace@navy.mil","id":9223372036854775807,"#
                        + #""name":"Grace \"Amazing\" Hopper","phone":"+1 (555) 010-0100","username":"grace","website":"https:\/\/example.com\/a\\b"}"#
                    let controls: String = #"{"company":{"name":"Acme\/Co"},"id":-9223372036854775808,"name":"\u0000\u0001\b\f\u001f"#
                    let unescaped: String = "\u{7F}\",\"username\":\"é😀\u{2028}\u{2029}\"}"
                    expect(stored) == [
                        #"{"id":3,"name":"Bo"}"#,
                        grace,
                        #"{"company":{},"id":-7,"name":""}"#,
                        #"{"company":{"catchPhrase":"\t tabs \r\n lines"},"id":0,"name":"Margaret","phone":"<\/script>"}"#,
                        controls + unescaped,
                    ]
                    let history = try await store.history(limit: 1)
                    expect(history.first?.people) == people
                }
                it("shows at most the limit") {
                    let store = try SQLitePeopleStore(file: file)
                    let (users, roulette) = handlers(store)
                    let everyone = try await users.download()
                    for _ in 0..<5 { _ = try await roulette.pick(.one, from: everyone) }
                    let history = try await store.history(limit: 3)
                    expect(history.count) == 3
                }
            }

            describe("files it must not use") {
                it("refuses a damaged file, naming it, and leaves it as it was") {
                    let damaged = directory.write("damaged.sqlite", Data("SQLite format 3\0".utf8) + Data(repeating: 0xAB, count: 4096))
                    let before = try Data(contentsOf: damaged)
                    expect { try SQLitePeopleStore(file: damaged) }.to(
                        throwError { (error: StorageError) in
                            expect(error.message).to(contain(damaged.path))
                            expect(error.exitCode.rawValue) == 65
                        }
                    )
                    expect(try Data(contentsOf: damaged)) == before
                }
                it("refuses a text file, naming it, and leaves it as it was") {
                    let text = directory.write("notes.sqlite", "shopping list\n")
                    expect { try SQLitePeopleStore(file: text) }.to(
                        throwError { (error: StorageError) in
                            expect(error.message).to(beginWith("\(text.path) is not a database this program can use"))
                        }
                    )
                    expect(try String(contentsOf: text, encoding: .utf8)) == "shopping list\n"
                }
                it("refuses a data directory that is a file") {
                    directory.write("blocked", "I am a file")
                    expect { try SQLitePeopleStore(file: directory.file("blocked/people.sqlite")) }.to(
                        throwError { (error: StorageError) in
                            expect(error.message) == "cannot write to the data directory \(directory.file("blocked").path): it is not a directory"
                            expect(error.exitCode.rawValue) == 74
                        }
                    )
                }
            }

            context("when another process holds the database past the busy timeout") {
                it("fails naming the file, and loses nothing") {
                    let store = try SQLitePeopleStore(file: file, busyTimeout: .milliseconds(100))
                    try await store.replaceAll(with: people(3))
                    let holder = try SQLiteDatabase(at: file, schema: PeopleDatabaseSchema.schema)
                    let holding = DispatchSemaphore(value: 0)
                    let release = DispatchSemaphore(value: 0)
                    let thread = Thread {
                        _ = try? holder.write { _ in
                            holding.signal()
                            release.wait()
                        }
                    }
                    thread.start()
                    holding.wait()
                    await expecta { try await store.replaceAll(with: people(5)) }.to(
                        throwError { (error: StorageError) in
                            expect(error.message).to(beginWith("the database \(file.path) is locked by another process"))
                        }
                    )
                    release.signal()
                    let stored = try await store.allPeople()
                    expect(stored) == people(3)
                }
            }
        }
    }
}

struct FixedClockStub: TimeSource {
    let now: Date
}
