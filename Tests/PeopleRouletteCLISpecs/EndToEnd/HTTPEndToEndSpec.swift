import Foundation
import PeopleRoulette
import SpecKit
import SpecKitHTTP
import SpecKitRobot
import Storage

/// The built `people-roulette` against a loopback server serving fixture JSON, in a temporary
/// HOME with the default SQLite storage.
final class HTTPEndToEndSpec: Spec {
    override func spec() {
        describe("people-roulette with people.source=http") {
            var servers: [LoopbackHTTPServer] = []
            afterEach { for server in servers { server.stop() } }

            /// A server answering `/users` with `body`, and a robot pointed at it.
            func serving(
                _ body: String,
                status: Int = 200,
                delay: Duration = .zero,
                environment: [String: String] = [:]
            ) async throws -> (LoopbackHTTPServer, CommandRobot) {
                let server = try LoopbackHTTPServer()
                server.route(.get, "/users", status: status, headers: ["Content-Type": "application/json"], body: body, delay: delay)
                servers.append(server)
                let url = server.baseURL.appendingPathComponent("users").absoluteString
                return (server, try await peopleRoulette(["PEOPLE_SOURCE": "http", "PEOPLE_URL": url].merging(environment) { _, new in new }))
            }

            /// A robot whose list was refreshed from the ten fixture people.
            func refreshed() async throws -> (LoopbackHTTPServer, CommandRobot) {
                let (server, robot) = try await serving(Fixtures.users)
                try await robot.arguments("refresh").run().expectExitCode(0)
                return (server, robot)
            }

            /// The names stored now, read from the database file itself.
            func storedNames(_ robot: CommandRobot) async throws -> [String] {
                let people = try unwrap(DatabaseInspection.people(in: DatabaseInspection.file(home: robot.home)))
                return people.map(\.name)
            }

            describe("refresh") {
                it("downloads the list with one GET, stores it and says how many") {
                    let (server, robot) = try await serving(Fixtures.users)
                    let result = try await robot.arguments("refresh").run().expectExitCode(0).expectError(equals: "")
                    expect(result.standardOutput) == "Stored 10 people from \(server.baseURL.absoluteString)/users.\n"
                    expect(server.requests.map(\.method)) == [.get]
                    expect(server.requests.first?.path) == "/users"
                    result.expectFile(at: "~/.local/share/people-roulette/people.sqlite")
                    let names = try await storedNames(robot)
                    expect(names.first) == "Leona Marsh"
                    expect(names.count) == 10
                }
                it("replaces the list with the new one") {
                    let (server, robot) = try await refreshed()
                    server.route(.get, "/users", body: Fixtures.otherUsers)
                    try await robot.arguments("refresh").run().expectExitCode(0).expectOutput(contains: "Stored 3 people")
                    let names = try await storedNames(robot)
                    expect(names) == ["Ada Quinn", "Bram Stokes", "Cleo Park"]
                }
                it("reports JSON") {
                    let (server, robot) = try await serving(Fixtures.users)
                    try await robot.arguments("refresh", "--json").run().expectExitCode(0)
                        .expectOutput(
                            equals:
                                "{\n  \"count\" : 10,\n  \"provider\" : \"http\",\n  \"sample\" : false,\n  \"source\" : \"\(server.baseURL.absoluteString)/users\"\n}\n"
                        )
                }
            }

            describe("pick") {
                it("downloads on the first run, then picks from the stored list without asking again") {
                    let (server, robot) = try await serving(Fixtures.users)
                    let first = try await robot.arguments("pick", "2").run().expectExitCode(0)
                    let second = try await robot.arguments("pick", "3").run().expectExitCode(0)
                    // The people, then the line naming where the stored list came from.
                    expect(first.tableRows.count) == 3
                    expect(second.tableRows.count) == 4
                    expect(second.tableRows.last).to(beginWith("stored from \(server.baseURL.absoluteString)/users (http) at "))
                    expect(server.requests.count) == 1
                }
                it("picks every one of the ten, once each") {
                    let (_, robot) = try await refreshed()
                    let result = try await robot.arguments("pick", "10", "--json").run().expectExitCode(0)
                    let object = try JSONSerialization.jsonObject(with: result.standardOutputData) as? [String: Any]
                    let ids = (object?["people"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
                    expect(Set(ids)) == Set(1...10)
                }
                it("says how many there are when asked for more") {
                    let (_, robot) = try await refreshed()
                    try await robot.arguments("pick", "11").run().expectFailure(64, saying: "cannot pick 11 people: there are only 10 people")
                }
            }

            describe("show") {
                it("shows a stored person by id") {
                    let (server, robot) = try await refreshed()
                    let result = try await robot.arguments("show", "4").run().expectExitCode(0)
                    expect(result.standardOutput).to(beginWith("Name      Tomás Rivera\nUsername  tomas\nEmail     tomas@rivera.example\n"))
                    expect(result.standardOutput).to(contain("\nstored from \(server.baseURL.absoluteString)/users (http) at "))
                }
                it("shows a stored person by name, as JSON") {
                    let (server, robot) = try await refreshed()
                    let result = try await robot.arguments("show", "mei chen", "--json").run().expectExitCode(0)
                    expect(result.standardOutput).to(
                        beginWith("{\n  \"location\" : \"\(server.baseURL.absoluteString)/users\",\n  \"person\" : {\n    \"company\" : {")
                    )
                    expect(result.standardOutput).to(contain("    \"id\" : 9,\n    \"name\" : \"Mei Chen\",\n"))
                    expect(result.standardOutput).to(contain("  },\n  \"provider\" : \"http\",\n  \"sample\" : false,\n  \"storedAt\" : \""))
                }
                it("says nobody matches") {
                    let (_, robot) = try await refreshed()
                    try await robot.arguments("show", "Zed").run().expectFailure(66, saying: "nobody matches \"Zed\"")
                }
            }

            describe("history") {
                it("lists the picks, newest first, with the people picked") {
                    let (_, robot) = try await refreshed()
                    try await robot.arguments("pick", "2", "--seed", "1").run().expectExitCode(0)
                    let last = try await robot.arguments("pick", "1", "--seed", "2").run().expectExitCode(0)
                    let history = try await robot.arguments("history").run().expectExitCode(0)
                    let rows = history.tableRows
                    expect(rows.count) == 2
                    expect(rows.first).to(endWith(last.tableRows.first?.components(separatedBy: "  ").first ?? "?"))
                }
                it("lists them as JSON") {
                    let (_, robot) = try await refreshed()
                    try await robot.arguments("pick", "3").run().expectExitCode(0)
                    let history = try await robot.arguments("history", "--json").run().expectExitCode(0)
                    let picks = try JSONSerialization.jsonObject(with: history.standardOutputData) as? [[String: Any]]
                    expect(picks?.count) == 1
                    expect((picks?.first?["people"] as? [Any])?.count) == 3
                }
                it("says when there is none yet") {
                    let (_, robot) = try await refreshed()
                    try await robot.arguments("history").run().expectExitCode(0).expectOutput(equals: "No picks yet: run `people-roulette pick`.\n")
                }
            }

            describe("a refresh that fails keeps the stored list") {
                func keepsTheList(_ robot: CommandRobot) async throws {
                    let names = try await storedNames(robot)
                    expect(names.count) == 10
                    expect(names.first) == "Leona Marsh"
                }

                it("when the server cannot be reached") {
                    let (_, robot) = try await refreshed()
                    // Port 1, which nothing of the run listens on (a stopped server's port may be
                    // taken by another spec's server meanwhile).
                    try await robot.environment(["PEOPLE_URL": "http://127.0.0.1:1/users"]).arguments("refresh").run()
                        .expectFailure(69, saying: "cannot load the people: cannot connect to host 127.0.0.1")
                    try await keepsTheList(robot)
                }
                it("when the server does not answer in time") {
                    let (server, robot) = try await refreshed()
                    server.route(.get, "/users", body: Fixtures.otherUsers, delay: .seconds(2))
                    try await robot.environment(["HTTP_TIMEOUT": "300ms"]).arguments("refresh").run()
                        .expectFailure(69, saying: "/users did not answer within 0.3 s")
                    try await keepsTheList(robot)
                }
                for (status, phrase) in [(404, "not found"), (500, "internal server error")] {
                    it("when the server answers \(status)") {
                        let (server, robot) = try await refreshed()
                        server.route(.get, "/users", status: status, body: "{}")
                        try await robot.arguments("refresh").run().expectFailure(69, saying: "/users answered HTTP \(status) (\(phrase))")
                        try await keepsTheList(robot)
                    }
                }
                it("when the body is malformed JSON") {
                    let (server, robot) = try await refreshed()
                    server.route(.get, "/users", body: #"[{"id": 1, "name": "Ann"},"#)
                    try await robot.arguments("refresh").run().expectFailure(65, saying: "is not the expected JSON: the body is not valid JSON")
                    try await keepsTheList(robot)
                }
                it("when the JSON has the wrong shape, naming the field") {
                    let (server, robot) = try await refreshed()
                    server.route(.get, "/users", body: #"[{"id": 1, "name": "Ann"}, {"id": 2}]"#)
                    try await robot.arguments("refresh").run().expectFailure(65, saying: "field [1].name is missing")
                    try await keepsTheList(robot)
                }
                it("when the array is empty") {
                    let (server, robot) = try await refreshed()
                    server.route(.get, "/users", body: "[]")
                    try await robot.arguments("refresh").run().expectFailure(65, saying: "/users is empty")
                    try await keepsTheList(robot)
                }
                it("when two people share an id") {
                    let (server, robot) = try await refreshed()
                    server.route(.get, "/users", body: #"[{"id": 1, "name": "Ann"}, {"id": 1, "name": "Bo"}]"#)
                    try await robot.arguments("refresh").run().expectFailure(65, saying: "has the id 1 more than once")
                    try await keepsTheList(robot)
                }
            }

            it("fails the first pick with the download's error when nothing is stored") {
                let (_, robot) = try await serving("{}", status: 500)
                try await robot.arguments("pick").run().expectFailure(69, saying: "answered HTTP 500")
            }
        }

        describe("people-roulette's data directory and database") {
            it("leaves no journal behind after a read, deleting a stale zero-header one") {
                let robot = try await peopleRoulette()
                try await robot.arguments("pick").run().expectExitCode(0)
                let journal = DatabaseInspection.file(home: robot.home).path + "-journal"
                expect(FileManager.default.createFile(atPath: journal, contents: Data(count: 512))) == true
                try await robot.arguments("users").run().expectExitCode(0)
                expect(FileManager.default.fileExists(atPath: journal)) == false
            }
            if geteuid() == 0 {
                pending("root writes in every directory: a read-only data directory stops only other users")
            } else {
                it("reads users, history and show from a read-only data directory; pick and refresh say it cannot be written") {
                    let robot = try await peopleRoulette()
                    try await robot.arguments("pick").run().expectExitCode(0)
                    let directory = DatabaseInspection.file(home: robot.home).deletingLastPathComponent().path
                    expect(chmod(directory, 0o555)) == 0
                    defer { _ = chmod(directory, 0o700) }
                    for command in [["users"], ["history"], ["show", "1"]] {
                        try await robot.arguments(command).run().expectExitCode(0)
                    }
                    try await robot.arguments("refresh").run().expectFailure(74, saying: "cannot write to the data directory \(directory)")
                }
            }
            it("keeps the stored people private: the database 0600, the directories it creates 0700") {
                let robot = try await peopleRoulette()
                try await robot.arguments("pick").run().expectExitCode(0)
                func mode(_ url: URL) -> Int { ((try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions]) as? Int) ?? -1 }
                let database = DatabaseInspection.file(home: robot.home)
                expect(mode(database)) == 0o600
                expect(mode(database.deletingLastPathComponent())) == 0o700
            }
            it("says when the data directory cannot be written") {
                let robot = try await peopleRoulette(["XDG_DATA_HOME": "~/blocked/data"])
                try robot.createFile(at: "~/blocked", contents: "a file where a directory should be")
                try await robot.environment(["XDG_DATA_HOME": robot.home.appendingPathComponent("blocked/data").path]).arguments("pick").run()
                    .expectFailure(
                        74,
                        saying: "cannot write to the data directory \(robot.home.path)/blocked/data: \(robot.home.path)/blocked is not a directory"
                    )
            }
            it("says when the database file is damaged, and leaves it as it was") {
                let robot = try await peopleRoulette()
                let damaged = "SQLite format 3\u{0}" + String(repeating: "x", count: 2000)
                try robot.createFile(at: "~/.local/share/people-roulette/people.sqlite", contents: damaged)
                try await robot.arguments("pick", "2").run()
                    .expectFailure(65, saying: "\(robot.home.path)/.local/share/people-roulette/people.sqlite")
                    .expectFile(at: "~/.local/share/people-roulette/people.sqlite", contains: damaged)
            }
            it("says when another process holds the database past the busy timeout, and records no pick it could not keep") {
                let robot = try await peopleRoulette()
                try await robot.arguments("refresh").run().expectExitCode(0)
                let file = robot.home.appendingPathComponent(".local/share/people-roulette/people.sqlite")
                let holder = try SQLiteDatabase(at: file, schema: PeopleDatabaseSchema.schema)
                let holding = DispatchSemaphore(value: 0)
                let release = DispatchSemaphore(value: 0)
                Thread {
                    _ = try? holder.write { _ in
                        holding.signal()
                        release.wait()
                    }
                }.start()
                holding.wait()
                let locked = try await robot.environment(["STORAGE_BUSY_TIMEOUT": "300ms"]).arguments("pick", "2").run()
                release.signal()
                // The pick is shown before it is recorded (a pick nobody saw is never kept), so
                // the table is there, then the error saying why it was not recorded.
                locked.expectExitCode(74).expectError(
                    equals: "people-roulette: error: the database \(file.path) is locked by another process (waited 300 ms)\n"
                        + "hint: another run is using the database: wait for it to finish and try again, or allow a longer busy timeout\n"
                )
                expect(locked.standardOutput).to(beginWith("NAME"))
                try await robot.arguments("history").run().expectExitCode(0).expectOutput(equals: "No picks yet: run `people-roulette pick`.\n")
                try await robot.arguments("pick", "10").run().expectExitCode(0)
            }
        }
    }
}
