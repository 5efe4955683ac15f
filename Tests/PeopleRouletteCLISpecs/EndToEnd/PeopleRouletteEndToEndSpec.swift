import Foundation
import SpecKit

/// The built `people-roulette`, run in a temporary HOME: the offline default, the file source
/// and every bad input that needs no server.
final class PeopleRouletteEndToEndSpec: Spec {
    override func spec() {
        describe("people-roulette") {
            context("on a fresh machine with the defaults") {
                it("picks two different people from the bundled list") {
                    let result = try await peopleRoulette().arguments("pick", "2").run()
                        .expectExitCode(0)
                        .expectError(equals: "")
                    expect(result.standardOutput).to(beginWith("NAME "))
                    expect(result.tableRows.count) == 3
                    expect(Set(result.tableRows.dropLast()).count) == 2
                    expect(result.tableRows.last)
                        == "note: sample data: the bundled demo list, not your team; set people.source (see 'people-roulette config')"
                }
                it("closes the database on exit: only people.sqlite stays, no -wal or -shm") {
                    let robot = try await peopleRoulette()
                    let result = try await robot.arguments("pick", "2").run().expectExitCode(0)
                    _ = try await robot.arguments("history").run().expectExitCode(0)
                    let directory = result.home.appendingPathComponent(".local/share/people-roulette")
                    expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()) == ["people.sqlite"]
                }
                it("says what it loaded from where, and how long each step took, with --verbose") {
                    let result = try await peopleRoulette().arguments("pick", "1", "--verbose", "--set", "storage.backend=memory").run()
                        .expectExitCode(0)
                    expect(result.standardError).to(contain("verbose: environment: development (default)\n"))
                    expect(result.standardError).to(contain("verbose: storage.backend set by --set\n"))
                    expect(result.standardError).to(contain("verbose: configuration loaded in "))
                    expect(result.standardError).to(contain("verbose: container assembled in "))
                    expect(result.standardError).to(contain("verbose: people-roulette pick ran in "))
                    expect(result.tableRows.count) == 2
                }
                it("prints nothing on standard error with --quiet, and refuses it with --verbose") {
                    try await peopleRoulette().arguments("pick", "1", "--quiet").run().expectExitCode(0).expectError(equals: "")
                    try await peopleRoulette().arguments("pick", "1", "-q", "-v").run()
                        .expectUsageError(saying: "'--quiet' and '--verbose' cannot be used together")
                }
                it("colours a pipe with FORCE_COLOR, and not with NO_COLOR") {
                    let forced = try await peopleRoulette(["FORCE_COLOR": "1", "NO_COLOR": ""]).arguments("pick", "1").run().expectExitCode(0)
                    expect(forced.standardOutput).to(beginWith("\u{1B}[1mNAME"))
                    let plain = try await peopleRoulette(["FORCE_COLOR": "1", "NO_COLOR": "1"]).arguments("pick", "1").run().expectExitCode(0)
                    expect(plain.standardOutput).to(beginWith("NAME"))
                }
                it("repeats a pick with the same --seed") {
                    let robot = try await peopleRoulette()
                    let first = try await robot.arguments("pick", "3", "--seed", "42").run().expectExitCode(0)
                    let second = try await robot.arguments("--seed", "42", "pick", "3").run().expectExitCode(0)
                    expect(second.standardOutput) == first.standardOutput
                }
                it("prints JSON with --json") {
                    let result = try await peopleRoulette().arguments("pick", "2", "--json").run().expectExitCode(0)
                    let object = try JSONSerialization.jsonObject(with: result.standardOutputData) as? [String: Any]
                    expect((object?["people"] as? [Any])?.count) == 2
                }
            }

            describe("bad counts") {
                it("rejects pick 0") {
                    try await peopleRoulette().arguments("pick", "0").run()
                        .expectUsageError(saying: "The value '0' is invalid for '<count>': expected a whole number, 1 or more")
                }
                it("rejects pick -1") {
                    try await peopleRoulette().arguments("pick", "-1").run()
                        .expectUsageError(saying: "The value '-1' is invalid for '<count>': expected a whole number, 1 or more")
                }
                it("rejects pick abc") {
                    try await peopleRoulette().arguments("pick", "abc").run()
                        .expectUsageError(saying: "The value 'abc' is invalid for '<count>': expected a whole number")
                }
                it("rejects pick 11 with 10 people, saying how many there are") {
                    try await peopleRoulette().arguments("pick", "11").run()
                        .expectFailure(64, saying: "cannot pick 11 people: there are only 10 people")
                }
            }

            describe("bad command lines") {
                it("suggests the nearest command") {
                    try await peopleRoulette().arguments("pik", "2").run()
                        .expectUsageError(saying: "Unknown command 'pik'. Did you mean 'pick'?")
                }
                it("suggests the nearest option") {
                    try await peopleRoulette().arguments("pick", "--jsn").run()
                        .expectUsageError(saying: "Unknown option '--jsn'. Did you mean '--json'?")
                }
                it("rejects a --set without '='") {
                    try await peopleRoulette().arguments("--set", "storage.backend", "pick").run()
                        .expectUsageError(saying: "The value 'storage.backend' is invalid for '--set <key=value>'")
                }
                it("rejects a --set of an unknown key, suggesting the nearest") {
                    try await peopleRoulette().arguments("--set", "people.sorce=file", "pick").run()
                        .expectFailure(78, saying: "unknown key 'people.sorce' in --set")
                        .expectError(contains: "hint: did you mean 'people.source'?")
                }
                it("rejects a --set of a value the key does not accept") {
                    try await peopleRoulette().arguments("--set", "people.source=ftp", "pick").run()
                        .expectFailure(78, saying: "invalid value 'ftp' for people.source in --set")
                }
            }

            describe("show") {
                it("shows one person's name, username and email") {
                    try await peopleRoulette().arguments("show", "grace").run()
                        .expectExitCode(0)
                        .expectOutput(
                            equals:
                                "Name      Grace Hopper\nUsername  grace\nEmail     grace@cobol.example\nnote: sample data: the bundled demo list, not your team; set people.source (see 'people-roulette config')\n"
                        )
                }
                it("says nobody matches") {
                    try await peopleRoulette().arguments("show", "Linus").run()
                        .expectFailure(66, saying: "nobody matches \"Linus\"")
                }
            }

            context("with people.source=file") {
                it("reads a text file of names") {
                    let robot = try await peopleRoulette(["PEOPLE_SOURCE": "file", "PEOPLE_FILE": "team.txt"])
                    try robot.createFile(at: "team.txt", contents: "Ana\nBea\nCarla\n")
                    let result = try await robot.arguments("users").run().expectExitCode(0)
                    expect(result.standardOutput).to(
                        beginWith(
                            "ID  NAME   USERNAME  EMAIL  COMPANY\n 1  Ana\n 2  Bea\n 3  Carla\nstored from \(robot.workingDirectory.path)/team.txt (file) at "
                        )
                    )
                }
                it("reports the stored list's source, not the setting, after a refresh from a file") {
                    let robot = try await peopleRoulette()
                    try robot.createFile(at: "team.txt", contents: "Ana\nBea\n")
                    let path = "\(robot.workingDirectory.path)/team.txt"
                    let sampleNote = "note: sample data: the bundled demo list, not your team; set people.source (see 'people-roulette config')"
                    let before = try await robot.arguments("users").run().expectExitCode(0)
                    expect(before.standardOutput).to(contain(sampleNote))

                    try await robot.arguments("refresh", "--set", "people.source=file", "--set", "people.file=team.txt").run().expectExitCode(0)
                    // people.source is bundled again (the default): the stored list is still the file's.
                    let users = try await robot.arguments("users").run().expectExitCode(0).expectError(equals: "")
                    expect(users.standardOutput).toNot(contain("sample data"))
                    expect(users.tableRows.last).to(beginWith("stored from \(path) (file) at "))
                    let json = try await robot.arguments("users", "--json").run().expectExitCode(0)
                    let object = try JSONSerialization.jsonObject(with: json.standardOutputData) as? [String: Any]
                    expect(object?["provider"] as? String) == "file"
                    expect(object?["sample"] as? Bool) == false
                    expect(object?["location"] as? String) == path
                    expect(object?["storedAt"] as? String).toNot(beNil())
                    let pick = try await robot.arguments("pick", "2").run().expectExitCode(0)
                    expect(pick.standardOutput).toNot(contain("sample data"))
                    expect(pick.tableRows.last).to(beginWith("stored from \(path) (file) at "))
                    let pickJSON = try await robot.arguments("pick", "--json").run().expectExitCode(0)
                    let picked = try JSONSerialization.jsonObject(with: pickJSON.standardOutputData) as? [String: Any]
                    expect(picked?["provider"] as? String) == "file"
                    expect(picked?["sample"] as? Bool) == false
                    expect(picked?["location"] as? String) == path

                    try await robot.arguments("refresh").run().expectExitCode(0)
                    let again = try await robot.arguments("users", "--json").run().expectExitCode(0)
                    let bundled = try JSONSerialization.jsonObject(with: again.standardOutputData) as? [String: Any]
                    expect(bundled?["provider"] as? String) == "bundled"
                    expect(bundled?["sample"] as? Bool) == true
                    expect(bundled?["location"]).to(beNil())
                }
                it("says when the file is missing, with its path") {
                    let robot = try await peopleRoulette(["PEOPLE_SOURCE": "file", "PEOPLE_FILE": "~/nowhere.json"])
                    try await robot.arguments("pick").run()
                        .expectFailure(74, saying: "the people file \(robot.home.path)/nowhere.json does not exist")
                }
                it("says when the file cannot be read") {
                    let robot = try await peopleRoulette(["PEOPLE_SOURCE": "file", "PEOPLE_FILE": "folder"])
                    try FileManager.default.createDirectory(
                        at: robot.workingDirectory.appendingPathComponent("folder"),
                        withIntermediateDirectories: true
                    )
                    try await robot.arguments("pick").run()
                        .expectFailure(
                            74,
                            saying: "cannot read the people file \(robot.workingDirectory.path)/folder: it is a directory, not a regular file"
                        )
                }
                it("says where the JSON is malformed") {
                    let robot = try await peopleRoulette(["PEOPLE_SOURCE": "file", "PEOPLE_FILE": "team.json"])
                    try robot.createFile(at: "team.json", contents: "[\n  {\"id\": 1, \"name\": \"Ana\"},\n  {\"id\": 2 \"name\": \"Bea\"}\n]\n")
                    try await robot.arguments("pick").run()
                        .expectFailure(65, saying: "team.json is not valid JSON at line 3, column 12")
                }
                it("names the bad field of JSON of the wrong shape") {
                    let robot = try await peopleRoulette(["PEOPLE_SOURCE": "file", "PEOPLE_FILE": "team.json"])
                    try robot.createFile(at: "team.json", contents: #"[{"id": 1, "name": "Ana"}, {"id": 2, "name": null}]"#)
                    try await robot.arguments("pick").run()
                        .expectFailure(65, saying: "field [1].name is null but should be a string")
                }
                it("says when people.file is not set") {
                    try await peopleRoulette(["PEOPLE_SOURCE": "file"]).arguments("pick").run()
                        .expectFailure(78, saying: "people.source is file, but people.file names no file")
                }
                it("says there is nobody to pick from in an empty file") {
                    let robot = try await peopleRoulette(["PEOPLE_SOURCE": "file", "PEOPLE_FILE": "team.txt"])
                    try robot.createFile(at: "team.txt", contents: "# nobody yet\n")
                    try await robot.arguments("pick").run()
                        .expectFailure(65, saying: "team.txt is empty")
                }
            }
        }
    }
}
