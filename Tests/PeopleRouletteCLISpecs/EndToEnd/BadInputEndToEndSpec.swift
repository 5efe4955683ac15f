import Foundation
import SpecKit

#if canImport(Glibc)
import Glibc
import SpecKitRobot
#endif

/// The careless-user matrix through the built `people-roulette`: inputs that used to
/// hang (a FIFO), exhaust memory (`/dev/zero`) or crash (deep nesting) now fail at once with one
/// error line and their exit code, and the stored list stays as it was.
final class BadInputEndToEndSpec: Spec {
    override func spec() {
        describe("people-roulette given bad input") {
            /// A robot whose HOME holds a stored list of three people, read from `team.txt`.
            func stocked(_ environment: [String: String] = [:]) async throws -> CommandRobot {
                let robot = try await peopleRoulette(["PEOPLE_SOURCE": "file", "PEOPLE_FILE": "team.txt"].merging(environment) { _, new in new })
                try robot.createFile(at: "team.txt", contents: "Ana\nBea\nCarla\n")
                try await robot.arguments("refresh").run().expectExitCode(0)
                return robot
            }
            /// The names stored in the robot's database.
            func stored(_ robot: CommandRobot) -> [String]? {
                DatabaseInspection.people(in: DatabaseInspection.file(home: robot.home))?.map(\.name)
            }

            context("a show of a 120 KB argument") {
                it("says nobody matches, quoting 100 characters of it, in at most 4 KB of standard error") {
                    let robot = try await stocked()
                    let result = try await robot.arguments("show", String(repeating: "x", count: 120_000)).run()
                        .expectFailure(66, saying: "nobody matches \"\(String(repeating: "x", count: 100))\"... (120000 characters)")
                    expect(result.standardErrorData.count) <= 4_096
                }
            }
            context("a pick of 50,000 arguments") {
                it("names the first five unexpected ones, in at most 4 KB of standard error") {
                    let robot = try await stocked()
                    let result = try await robot.arguments(["pick"] + (1...50_000).map(String.init)).run()
                        .expectUsageError(saying: "49999 unexpected arguments: '2', '3', '4', '5', '6' and 49994 more")
                    expect(result.standardErrorData.count) <= 4_096
                }
            }

            context("a FIFO as the people file") {
                it("is refused at once as not a regular file, exit 74, and the stored list is kept") {
                    let robot = try await stocked()
                    let fifo = robot.workingDirectory.appendingPathComponent("pipe.txt")
                    expect(mkfifo(fifo.path, 0o600)) == 0
                    try await robot.environment(["PEOPLE_FILE": "pipe.txt"]).arguments("refresh").run()
                        .expectFailure(74, saying: "cannot read the people file \(fifo.path): it is a FIFO (named pipe), not a regular file")
                    expect(stored(robot)) == ["Ana", "Bea", "Carla"]
                }
            }

            context("/dev/zero as the people file") {
                it("is refused at once as a device, exit 74, and the stored list is kept") {
                    let robot = try await stocked()
                    try await robot.environment(["PEOPLE_FILE": "/dev/zero"]).arguments("refresh").run()
                        .expectFailure(74, saying: "cannot read the people file /dev/zero: it is a character device, not a regular file")
                    expect(stored(robot)) == ["Ana", "Bea", "Carla"]
                }
            }

            context("a people file larger than people.max-file-size") {
                it("is refused naming the limit, exit 65, and the stored list is kept") {
                    let robot = try await stocked()
                    try robot.createFile(at: "big.txt", contents: String(repeating: "Someone\n", count: 200))
                    try await robot.environment(["PEOPLE_FILE": "big.txt"]).arguments("--set", "people.max-file-size=1000", "refresh").run()
                        .expectFailure(65, saying: "big.txt is larger than the limit of 1000 bytes")
                        .expectError(contains: "people.max-file-size")
                    expect(stored(robot)) == ["Ana", "Bea", "Carla"]
                }
            }

            context("a people file nested 2,750 levels deep") {
                it("fails naming the line and column of the limit, exit 65, and the stored list is kept") {
                    let robot = try await stocked()
                    try robot.createFile(at: "deep.json", contents: String(repeating: "[", count: 2_750) + "1" + String(repeating: "]", count: 2_750))
                    try await robot.environment(["PEOPLE_FILE": "deep.json"]).arguments("refresh").run()
                        .expectFailure(65, saying: "deep.json nests arrays and objects more than 64 levels deep at line 1, column 65")
                    expect(stored(robot)) == ["Ana", "Bea", "Carla"]
                }
            }

            context("a people file with an id of 1e300") {
                it("says the id is out of range, with its path") {
                    let robot = try await stocked()
                    try robot.createFile(at: "team.json", contents: #"[{"id": 1e300, "name": "Ana"}]"#)
                    try await robot.environment(["PEOPLE_FILE": "team.json"]).arguments("refresh").run()
                        .expectFailure(65, saying: "field [0].id is out of range: 1e300 is not a whole number")
                    expect(stored(robot)) == ["Ana", "Bea", "Carla"]
                }
            }

            context("a config file nested 2,750 levels deep") {
                it("fails naming file:line:column, exit 78, and the stored list is kept") {
                    let robot = try await stocked()
                    try robot.createFile(
                        at: "config/default.json",
                        contents: String(repeating: #"{"a":"#, count: 2_750) + "1" + String(repeating: "}", count: 2_750)
                    )
                    let file = robot.workingDirectory.appendingPathComponent("config/default.json").path
                    try await robot.arguments("--config-dir", "config", "refresh").run()
                        .expectFailure(78, saying: "malformed configuration file \(file):1:321: objects are nested more than 64 levels deep")
                    expect(stored(robot)) == ["Ana", "Bea", "Carla"]
                }
            }

            context("a FIFO as default.json") {
                it("is refused as not a regular file, exit 74, without blaming permissions") {
                    let robot = try await stocked()
                    let directory = robot.workingDirectory.appendingPathComponent("fifo-config")
                    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                    let fifo = directory.appendingPathComponent("default.json")
                    expect(mkfifo(fifo.path, 0o600)) == 0
                    let result = try await robot.arguments("--config-dir", "fifo-config", "refresh").run()
                        .expectFailure(74, saying: "cannot read configuration file \(fifo.path): it is a FIFO (named pipe), not a regular file")
                    expect(result.standardError).toNot(contain("permission"))
                    expect(stored(robot)) == ["Ana", "Bea", "Carla"]
                }
            }

            context("an unreadable configuration directory") {
                if geteuid() == 0 {
                    pending("root reads every directory: mode 000 stops only other users")
                } else {
                    for (name, unreadable) in [("$XDG_CONFIG_HOME", "xdg"), ("$XDG_CONFIG_HOME/people-roulette", "xdg/people-roulette")] {
                        it("fails with 74 naming \(name), instead of skipping its settings") {
                            let robot = try await peopleRoulette(["XDG_CONFIG_HOME": "xdg"])
                            try robot.createFile(at: "xdg/people-roulette/default.json", contents: #"{"roulette.seed": 7}"#)
                            let path = robot.workingDirectory.appendingPathComponent(unreadable).path
                            expect(chmod(path, 0)) == 0
                            defer { _ = chmod(path, 0o700) }
                            let xdg = robot.workingDirectory.appendingPathComponent("xdg").path
                            try await robot.environment(["XDG_CONFIG_HOME": xdg]).arguments("config").run()
                                .expectFailure(74, saying: "cannot read configuration directory \(xdg)/people-roulette: permission denied")
                        }
                    }
                }
            }

            context("a URL with credentials") {
                let url = "http://bob:hunter2@host.example/x?token=q"
                it("is shown by config without the user, password or query value") {
                    let result = try await peopleRoulette(["PEOPLE_URL": url]).arguments("config").run().expectExitCode(0)
                    expect(result.standardOutput).to(contain("people.url=http://<redacted>@host.example/x?token=<redacted>"))
                    expect(result.standardOutput).toNot(contain("hunter2"))
                    expect(result.standardOutput).toNot(contain("bob"))
                }
                it("is shown by config --json without them either") {
                    let result = try await peopleRoulette(["PEOPLE_URL": url]).arguments("config", "--json").run().expectExitCode(0)
                    expect(result.standardOutput).toNot(contain("hunter2"))
                    expect(result.standardOutput).toNot(contain("token=q"))
                }
                it("is not shown at all in the error for an invalid one, only described") {
                    let result = try await peopleRoulette().arguments("--set", "people.url=http//bob:hunter2@host.example/x?token=q", "pick").run()
                        .expectFailure(78, saying: "invalid URL for people.url in --set (40 characters, not shown as it may hold a secret)")
                    expect(result.standardError).toNot(contain("hunter2"))
                }
            }

            context("a zero timeout") {
                it("is refused when the configuration loads, with the accepted range") {
                    try await peopleRoulette().arguments("--set", "http.timeout=0s", "pick").run()
                        .expectFailure(78, saying: "invalid value '0s' for http.timeout in --set: expected a duration between 1ms and 24h")
                }
            }

            context("--seed out of the key's range") {
                it("is a usage error stating the range roulette.seed accepts") {
                    try await peopleRoulette().arguments("--seed", "18446744073709551615", "pick").run()
                        .expectUsageError(saying: "expected a whole number between 0 and 9223372036854775807")
                }
            }

            context("show of an id nobody has") {
                it("exits 66, the shared not-found status") {
                    try await peopleRoulette().arguments("show", "99").run()
                        .expectFailure(66, saying: "nobody matches \"99\"")
                }
            }

            context("--help") {
                it("lists the exit statuses") {
                    let result = try await peopleRoulette().arguments("--help").run().expectExitCode(0)
                    expect(result.standardOutput).to(contain("EXIT STATUS"))
                    expect(result.standardOutput).to(contain("66"))
                    expect(result.standardOutput).to(contain("not found: nothing matches what was asked for"))
                }
            }
        }
    }
}
