import Foundation
import PeopleRoulette
import Platform
import SpecKit
import Storage

#if canImport(Glibc)
import Glibc
import SpecKitHTTP
import SpecKitRobot
#endif

/// Data safety with the built binary and real SQLite files: a refresh killed with SIGKILL at
/// random moments leaves the old list or the new one, never a mix or nothing; ten processes
/// picking and refreshing at once all succeed and leave the database intact.
final class DataSafetySpec: Spec {
    override func spec() {
        describe("people-roulette's stored list") {
            let oldList = Fixtures.many(3_000, firstID: 1, tag: "Old")
            let newList = Fixtures.many(4_000, firstID: 10_001, tag: "New")
            var server: LoopbackHTTPServer?
            afterEach { server?.stop() }

            /// A server with the two lists, and a robot whose HOME holds the database.
            func start() async throws -> (old: String, new: String, robot: CommandRobot) {
                let started = try LoopbackHTTPServer()
                started.route(.get, "/old", headers: ["Content-Type": "application/json"], body: oldList)
                started.route(.get, "/new", headers: ["Content-Type": "application/json"], body: newList)
                server = started
                let base = started.baseURL.absoluteString
                return (base + "/old", base + "/new", try await peopleRoulette(["PEOPLE_SOURCE": "http"]))
            }

            /// Which whole list the database holds: "old", "new", or a description of the damage.
            func storedList(_ robot: CommandRobot) -> String {
                guard let people = DatabaseInspection.people(in: DatabaseInspection.file(home: robot.home)) else { return "unreadable" }
                if people.count == 3_000, people.enumerated().allSatisfy({ $1.id == $0 + 1 && $1.name == "Old \($0 + 1)" }) { return "old" }
                if people.count == 4_000, people.enumerated().allSatisfy({ $1.id == $0 + 10_001 && $1.name == "New \($0 + 10_001)" }) { return "new" }
                let olds = people.filter { $0.name.hasPrefix("Old") }.count
                return "a mix or a part: \(people.count) people, \(olds) old, \(people.count - olds) new"
            }

            it("is the old list or the new one after refreshes killed with SIGKILL at 30 random moments") {
                let (old, new, robot) = try await start()
                let database = DatabaseInspection.file(home: robot.home)
                try await robot.environment(["PEOPLE_URL": old]).arguments("refresh").run().expectExitCode(0)
                expect(storedList(robot)) == "old"

                // How long an undisturbed refresh takes here: the kills are spread over it. The
                // shorter of two, so that a moment of load while measuring does not spread the
                // kills past the end of every refresh.
                let clock = ContinuousClock()
                let began = clock.now
                try await robot.environment(["PEOPLE_URL": new]).arguments("refresh").run().expectExitCode(0)
                let between = clock.now
                try await robot.environment(["PEOPLE_URL": old]).arguments("refresh").run().expectExitCode(0)
                let span = min(between - began, clock.now - between)

                var random = SplitMix64(seed: 20_240_501)
                var killed = 0
                var expected = "old"
                for round in 0..<30 {
                    let target = round.isMultiple(of: 2) ? "new" : "old"
                    let moment = span * (Double(random.next() % 1_300) / 1_000)
                    let wasKilled = try await Self.runKilled(
                        robot,
                        environment: ["PEOPLE_URL": target == "new" ? new : old],
                        arguments: ["refresh"],
                        after: moment
                    )
                    if wasKilled { killed += 1 }
                    let found = storedList(robot)
                    let whole = found == expected || found == target
                    expect(whole).to(beTrue(), description: "round \(round), killed after \(moment): the database holds \(found)")
                    expect(DatabaseInspection.integrityCheck(database)) == "ok"
                    if whole { expected = found }
                }
                // The kills landed before, during and after the write; at least some killed a run.
                expect(killed).to(beGreaterThan(0))
                // The database still works for the next run.
                try await robot.environment(["PEOPLE_URL": new]).arguments("refresh").run().expectExitCode(0)
                expect(storedList(robot)) == "new"
            }

            it("stays intact while ten processes pick and refresh at once from a fresh start") {
                let (old, new, robot) = try await start()
                let database = DatabaseInspection.file(home: robot.home)
                let results = try await withThrowingTaskGroup(of: CommandResult.self) { group in
                    for index in 0..<10 {
                        let url = index % 4 == 0 ? new : old
                        let arguments = index.isMultiple(of: 2) ? ["refresh"] : ["pick", "3"]
                        group.addTask { try await robot.environment(["PEOPLE_URL": url]).arguments(arguments).run() }
                    }
                    var collected: [CommandResult] = []
                    for try await result in group { collected.append(result) }
                    return collected
                }
                expect(results.count) == 10
                for result in results { result.expectExitCode(0).expectError(equals: "") }
                expect(DatabaseInspection.integrityCheck(database)) == "ok"
                expect(["old", "new"]).to(contain(storedList(robot)))
                let picks = DatabaseInspection.rows(in: database, "SELECT count(*) FROM history")?.first?.first
                expect(picks) == "5"
            }

            it("migrates a version-1 file once while eight processes open it at once, and all of them succeed") {
                let robot = try await peopleRoulette()
                let database = DatabaseInspection.file(home: robot.home)
                // What an older people-roulette left: version 1, 3,000 users and 2,000 picks of
                // id lists, which the migration copies person by person.
                let old = try SQLiteDatabase(at: database, schema: PeopleDatabaseSchema.schemaVersion1)
                try old.write { transaction in
                    for id in 1...3_000 {
                        try transaction.execute(
                            "INSERT INTO users (id, name, username) VALUES (?, ?, ?)",
                            [.integer(Int64(id)), .text("Old \(id)"), .text("old\(id)")]
                        )
                    }
                    for pick in 1...2_000 {
                        try transaction.execute(
                            "INSERT INTO history (picked_at, user_ids) VALUES (?, ?)",
                            [.real(Double(pick)), .text("\(pick),\(pick + 1)")]
                        )
                    }
                }
                old.close()
                let results = try await withThrowingTaskGroup(of: CommandResult.self) { group in
                    for _ in 0..<8 {
                        group.addTask { try await robot.arguments(["pick", "2"]).run() }
                    }
                    var collected: [CommandResult] = []
                    for try await result in group { collected.append(result) }
                    return collected
                }
                expect(results.count) == 8
                for result in results { result.expectExitCode(0).expectError(equals: "") }
                expect(DatabaseInspection.integrityCheck(database)) == "ok"
                expect(DatabaseInspection.rows(in: database, "PRAGMA user_version")?.first?.first) == "\(PeopleDatabaseSchema.schema.version)"
                expect(DatabaseInspection.rows(in: database, "SELECT count(*) FROM history")?.first?.first) == "2008"
                expect(DatabaseInspection.people(in: database)?.count) == 3_000
            }
        }
    }

    /// Starts the program, kills it with SIGKILL after `delay` unless it ended first, and waits
    /// for it. Returns whether it was killed.
    static func runKilled(_ robot: CommandRobot, environment: [String: String], arguments: [String], after delay: Duration) async throws -> Bool {
        let process = Process()
        process.executableURL = robot.executable
        process.arguments = arguments
        process.environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": robot.home.path, "NO_COLOR": "1",
            "PEOPLE_SOURCE": "http",
        ].merging(environment) { _, new in new }
        process.currentDirectoryURL = robot.workingDirectory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        try await Task.sleep(for: delay)
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
    }
}
