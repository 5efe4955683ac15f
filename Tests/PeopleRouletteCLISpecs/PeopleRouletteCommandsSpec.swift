import Foundation
import PeopleRoulette
import Platform
import SpecKit

final class PeopleRouletteCommandsSpec: Spec {
    override func spec() {
        describe("PeopleRouletteCommands") {
            var runner: CommandRunner!
            beforeEach { runner = CommandRunner() }

            describe("pick") {
                it("picks one person by default") {
                    let status = await runner.run("pick")
                    expect(status) == .success
                    // The header, the person, and the line naming the stored list's source.
                    expect(runner.standardOutput.split(separator: "\n").count) == 3
                }
                it("renders the picked people as a table of name and company") {
                    let status = await runner.run("pick", "3")
                    expect(status) == .success
                    expect(runner.standardOutput).to(matchSnapshot(named: "pick-3"))
                    expect(runner.standardError) == ""
                }
                it("renders JSON with --json") {
                    let status = await runner.run("pick", "2", "--json")
                    expect(status) == .success
                    expect(runner.standardOutput).to(matchSnapshot(named: "pick-2-json"))
                }
                context("when its output cannot be written") {
                    beforeEach {
                        runner.console = BufferedConsole(outputFailing: .failed(output: "standard output", reason: "no space is left on the device"))
                    }

                    it("fails with exit 74 and records no pick, as nobody saw it") {
                        let status = await runner.run("pick", "2")
                        expect(status) == .ioError
                        expect(runner.standardError) == "people-roulette: error: cannot write to standard output: no space is left on the device\n"
                        let history = try await runner.store.history(limit: 10)
                        expect(history).to(beEmpty())
                    }
                    it("records no pick under --json either") {
                        _ = await runner.run("pick", "2", "--json")
                        let history = try await runner.store.history(limit: 10)
                        expect(history).to(beEmpty())
                    }
                }
                it("records the pick it showed") {
                    _ = await runner.run("pick", "2")
                    let history = try await runner.store.history(limit: 10)
                    expect(history.count) == 1
                }
                it("loads and stores the list on the first pick") {
                    _ = await runner.run("pick", "2")
                    let stored = try await runner.store.allPeople()
                    expect(stored.count) == 10
                }
                it("rejects 0 as the parser does, with the usage line") {
                    let status = await runner.run("pick", "0")
                    expect(status) == .usage
                    expect(runner.standardError)
                        == "people-roulette: error: The value '0' is invalid for '<count>': expected a whole number, 1 or more\nhint: see 'people-roulette help pick'\nUsage: people-roulette pick [<options>] [<count>]\n"
                    expect(runner.standardOutput) == ""
                }
                it("rejects -1") {
                    let status = await runner.run("pick", "-1")
                    expect(status) == .usage
                    expect(runner.standardError).to(
                        beginWith("people-roulette: error: The value '-1' is invalid for '<count>': expected a whole number, 1 or more\n")
                    )
                }
                it("rejects a count that is not a number, as the parser does") {
                    let status = await runner.run("pick", "abc")
                    expect(status) == .usage
                    expect(runner.standardError)
                        == "people-roulette: error: The value 'abc' is invalid for '<count>': expected a whole number, 1 or more\nhint: see 'people-roulette help pick'\nUsage: people-roulette pick [<options>] [<count>]\n"
                }
                it("rejects more people than there are, saying how many there are") {
                    let status = await runner.run("pick", "11")
                    expect(status) == .usage
                    expect(runner.standardError)
                        == "people-roulette: error: cannot pick 11 people: there are only 10 people\nhint: ask for at most 10\n"
                }
                it("fails when there are no people to pick from") {
                    runner.source = PeopleSourceStub(result: .success([]))
                    let status = await runner.run("pick")
                    expect(status) == .dataError
                    expect(runner.standardError).to(beginWith("people-roulette: error: the people list from the stub source is empty\n"))
                }
                it("suggests the nearest option for an unknown one") {
                    let status = await runner.run("pick", "--jsn")
                    expect(status) == .usage
                    expect(runner.standardError).to(beginWith("people-roulette: error: Unknown option '--jsn'. Did you mean '--json'?\n"))
                }
            }

            describe("users") {
                it("lists the people in a table") {
                    let status = await runner.run("users")
                    expect(status) == .success
                    expect(runner.standardOutput).to(matchSnapshot(named: "users"))
                }
                it("lists them as JSON") {
                    let status = await runner.run("users", "--json")
                    expect(status) == .success
                    struct Listed: Decodable {
                        let people: [Person]
                        let provider: String
                        let sample: Bool
                    }
                    let decoded = try JSONDecoder().decode(Listed.self, from: Data(runner.standardOutput.utf8))
                    expect(decoded.people) == BundledPeopleSource.people
                    expect(decoded.provider) == "http"
                    expect(decoded.sample) == false
                }
                it("reports the stored list's recorded source, not the configured one") {
                    runner.store = InMemoryPeopleStore(people: [Person(id: 1, name: "Ada")], provenance: PeopleProvenance(kind: .bundled))
                    let status = await runner.run("users", "--json")
                    expect(status) == .success
                    struct Listed: Decodable {
                        let provider: String
                        let sample: Bool
                        let location: String?
                    }
                    let decoded = try JSONDecoder().decode(Listed.self, from: Data(runner.standardOutput.utf8))
                    expect(decoded.provider) == "bundled"
                    expect(decoded.sample) == true
                    expect(decoded.location).to(beNil())
                }
                it("says when the stored list's source was not recorded") {
                    runner.store = InMemoryPeopleStore(people: [Person(id: 1, name: "Ada")], provenance: .unknown)
                    let status = await runner.run("users")
                    expect(status) == .success
                    expect(runner.standardOutput).to(
                        endWith("note: where the stored list came from was not recorded; 'people-roulette refresh' records it\n")
                    )
                }
                it("falls back on the configured source when nothing is recorded") {
                    runner.store = InMemoryPeopleStore(people: [Person(id: 1, name: "Ada")])
                    runner.origin = .sample
                    let status = await runner.run("users")
                    expect(status) == .success
                    expect(runner.standardOutput).to(endWith("note: sample data: the bundled demo list\n"))
                }
            }

            describe("refresh") {
                it("replaces the stored list and says how many") {
                    runner.store = InMemoryPeopleStore(people: [Person(id: 99, name: "Old")])
                    let status = await runner.run("refresh")
                    expect(status) == .success
                    expect(runner.standardOutput) == "Stored 10 people from the stub source.\n"
                    let stored = try await runner.store.allPeople()
                    expect(stored) == BundledPeopleSource.people
                }
                it("shows how many people are stored so far on a terminal, and erases the line before its report") {
                    runner.console = BufferedConsole(isTerminal: true)
                    let status = await runner.run("refresh")
                    expect(status) == .success
                    expect(runner.standardError).to(contain("Storing people  10/10  100%"))
                    expect(runner.standardError).to(endWith("\r\u{1B}[2K"))
                    expect(runner.standardOutput) == "Stored 10 people from the stub source.\n"
                }
                it("reports JSON") {
                    let status = await runner.run("refresh", "--json")
                    expect(status) == .success
                    expect(runner.standardOutput).to(matchSnapshot(named: "refresh-json"))
                }
                it("keeps the stored list when its report cannot be written, and fails with exit 74") {
                    runner.store = InMemoryPeopleStore(people: [Person(id: 99, name: "Old")])
                    runner.console = BufferedConsole(outputFailing: .failed(output: "standard output", reason: "no space is left on the device"))
                    let status = await runner.run("refresh")
                    expect(status) == .ioError
                    let stored = try await runner.store.allPeople()
                    expect(stored) == [Person(id: 99, name: "Old")]
                }
                it("keeps the stored list when the source fails") {
                    runner.store = InMemoryPeopleStore(people: [Person(id: 99, name: "Old")])
                    runner.source = PeopleSourceStub(result: .success([Person(id: 1, name: "A"), Person(id: 1, name: "B")]))
                    let status = await runner.run("refresh")
                    expect(status) == .dataError
                    expect(runner.standardError).to(
                        beginWith("people-roulette: error: the people list from the stub source has the id 1 more than once\n")
                    )
                    let stored = try await runner.store.allPeople()
                    expect(stored) == [Person(id: 99, name: "Old")]
                }
            }

            describe("show") {
                it("shows a person found by id") {
                    let status = await runner.run("show", "3")
                    expect(status) == .success
                    expect(runner.standardOutput).to(matchSnapshot(named: "show-3"))
                }
                it("shows a person found by name, as JSON") {
                    let status = await runner.run("show", "Ken Thompson", "--json")
                    expect(status) == .success
                    expect(runner.standardOutput).to(matchSnapshot(named: "show-ken-json"))
                }
                it("says nobody matches in one line") {
                    let status = await runner.run("show", "Linus")
                    expect(status) == .notFound
                    expect(runner.standardError)
                        == "people-roulette: error: nobody matches \"Linus\"\nhint: run `people-roulette users` to see ids and names\n"
                }
                it("needs an id or name") {
                    let status = await runner.run("show")
                    expect(status) == .usage
                    expect(runner.standardError).to(beginWith("people-roulette: error: Missing expected argument '<id or name>'\n"))
                }
            }

            describe("history") {
                it("shows the picks, newest first") {
                    _ = await runner.run("pick", "2")
                    _ = await runner.run("pick", "1")
                    runner.clearOutput()
                    let status = await runner.run("history")
                    expect(status) == .success
                    expect(runner.standardOutput).to(matchSnapshot(named: "history"))
                }
                it("limits the picks shown with --limit") {
                    _ = await runner.run("pick", "2")
                    _ = await runner.run("pick", "1")
                    runner.clearOutput()
                    let status = await runner.run("history", "--limit", "1", "--json")
                    expect(status) == .success
                    expect(runner.standardOutput.components(separatedBy: "\"date\"").count) == 2
                }
                it("rejects a limit below 1") {
                    let status = await runner.run("history", "--limit", "0")
                    expect(status) == .usage
                    expect(runner.standardError).to(
                        beginWith("people-roulette: error: The value '0' is invalid for '--limit <n>': expected 1 or more\n")
                    )
                }
            }

            it("suggests the nearest command for an unknown one") {
                let status = await runner.run("pik", "2")
                expect(status) == .usage
                expect(runner.standardError).to(beginWith("people-roulette: error: Unknown command 'pik'. Did you mean 'pick'?\n"))
            }
        }
    }
}
