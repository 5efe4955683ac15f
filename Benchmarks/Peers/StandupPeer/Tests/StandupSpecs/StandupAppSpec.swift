import Foundation
import Nimble
import Quick
import Standup
import StandupAssemblies
import StandupCLI
import Swinject

/// standup as main.swift runs it, in process: parser, settings, assemblies, commands and the
/// error printer, in a temporary working directory with the example's variables.
final class StandupAppSpec: AsyncSpec {
    struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    override class func spec() {
        describe("StandupApp") {
            var directory = TemporaryFolder()
            var environment: [String: String] = [:]
            var http = HTTPClientStub()
            beforeEach {
                directory = TemporaryFolder()
                environment = [:]
                http = HTTPClientStub()
            }
            afterEach { directory.remove() }

            func run(_ arguments: String...) async -> Result {
                let console = BufferConsole()
                let client = http
                let context = StandupApp.context(environment: environment, workingDirectory: directory.url, console: console) { settings in
                    let container = Container()
                    for assembly in StandupApp.assemblies(settings) { assembly.assemble(container: container) }
                    container.register((any HTTPClient).self) { _ in client }
                    return container
                }
                let status = await StandupApp.run(arguments, in: context)
                return Result(status: status, output: console.output, error: console.error)
            }

            describe("order") {
                it("prints the team in a numbered table, the same for the same seed") {
                    let first = await run("order", "--seed", "3")
                    expect(first.status) == 0
                    expect(first.error) == ""
                    let run1 = await run("order", "--seed", "3")
                    expect(run1.output) == first.output
                    expect(first.output.split(separator: "\n").first) == "#  NAME"
                    expect(first.output.split(separator: "\n").dropFirst().map { String($0.dropFirst(3)) }.sorted()) == [
                        "Ada", "Alan", "Edsger", "Grace",
                    ]
                }
                it("prints JSON with --json") {
                    let result = await run("order", "--seed", "3", "--json")
                    expect(result.status) == 0
                    let entries = try JSONDecoder().decode([OrderView.Entry].self, from: Data(result.output.utf8))
                    expect(entries.map(\.name).sorted()) == ["Ada", "Alan", "Edsger", "Grace"]
                    expect(entries.map(\.position)) == [1, 2, 3, 4]
                }
                it("takes --seed as standup.seed, and the variable STANDUP_SEED alike") {
                    let flagged = await run("order", "--seed", "3")
                    environment["STANDUP_SEED"] = "3"
                    let run2 = await run("order")
                    expect(run2.output) == flagged.output
                }
                it("reads the team from a file when team.source=file") {
                    directory.write("team.txt", "# platform\nBarbara\nKen\n")
                    environment = ["TEAM_SOURCE": "file", "TEAM_FILE": directory.file("team.txt").path]
                    let result = await run("order", "--seed", "1")
                    expect(result.status) == 0
                    expect(result.output.split(separator: "\n").dropFirst().map { String($0.dropFirst(3)) }.sorted()) == ["Barbara", "Ken"]
                }
                context("when team.source=file names no file") {
                    it("fails with one error line, a hint and 78") {
                        let result = await run("order", "--set", "team.source=file")
                        expect(result.status) == 78
                        expect(result.output) == ""
                        expect(result.error) == """
                            standup: error: team.source is file, but team.file names no file
                            hint: set it with --set team.file=<path> or TEAM_FILE, or choose --set team.source=inline

                            """
                    }
                }
                context("when the team file is missing") {
                    it("fails with one error line naming the file, a hint and 74") {
                        let missing = directory.file("missing.txt").path
                        let result = await run("order", "--set", "team.source=file", "--set", "team.file=\(missing)")
                        expect(result.status) == 74
                        expect(result.error)
                            == "standup: error: the team file \(missing) does not exist\nhint: check team.file, or choose --set team.source=inline\n"
                    }
                }
                context("with a bad seed") {
                    it("fails as a usage error naming the option") {
                        let result = await run("order", "--seed", "many")
                        expect(result.status) == 64
                        expect(result.error).to(contain("--seed"))
                    }
                }
            }
            describe("members with team.source=http") {
                let address = "https://intranet.example.com/standup/team"
                beforeEach { environment = ["TEAM_SOURCE": "http", "TEAM_URL": address] }

                it("lists the names the address answers") {
                    http.stub(address, body: #"["Ada", "Alan"]"#)
                    let result = await run("members")
                    expect(result.status) == 0
                    expect(result.output) == "NAME\nAda\nAlan\n"
                }
                it("fails with one line naming the address, and 69, when it answers an HTTP error") {
                    http.stub(address, status: 500, body: "down")
                    let result = await run("members")
                    expect(result.status) == 69
                    expect(result.error) == "standup: error: \(address) answered HTTP 500\n"
                }
                it("fails before sending anything when team.url is not set, with a hint and 78") {
                    environment["TEAM_URL"] = nil
                    let result = await run("members")
                    expect(result.status) == 78
                    expect(result.error).to(contain("hint: set it with --set team.url=<address> or TEAM_URL"))
                    expect(http.requests).to(beEmpty())
                }
            }
            describe("members") {
                it("lists the team as configured, unshuffled") {
                    let result = await run("members", "--set", "team.members=Ken,Barbara")
                    expect(result.output) == "NAME\nKen\nBarbara\n"
                    let run3 = await run("members", "--json")
                    expect(try JSONDecoder().decode(MembersView.JSON.self, from: Data(run3.output.utf8)).source) == "team.members"
                }
                it("fails as a configuration error on an empty list") {
                    let result = await run("members", "--set", "team.members=")
                    expect(result.status) == 78
                    expect(result.error)
                        == "standup: error: team.members names no one\nhint: list the names with --set team.members=Ada,Alan or TEAM_MEMBERS\n"
                }
            }
            describe("finding its configuration") {
                it("reads ./Config/standup/ of the working directory") {
                    directory.write("Config/standup/default.json", #"{"team": {"members": ["Ken"]}}"#)
                    let run4 = await run("members")
                    expect(run4.output) == "NAME\nKen\n"
                }
                it("prefers --config-dir, then STANDUP_CONFIG_DIR, then $XDG_CONFIG_HOME/standup/") {
                    directory.write("xdg/standup/default.json", #"{"team": {"members": ["Xavier"]}}"#)
                    directory.write("dir/default.json", #"{"team": {"members": ["Dana"]}}"#)
                    directory.write("flag/default.json", #"{"team": {"members": ["Flo"]}}"#)
                    environment["XDG_CONFIG_HOME"] = directory.file("xdg").path
                    let run5 = await run("members")
                    expect(run5.output) == "NAME\nXavier\n"
                    environment["STANDUP_CONFIG_DIR"] = directory.file("dir").path
                    let run6 = await run("members")
                    expect(run6.output) == "NAME\nDana\n"
                    let run7 = await run("members", "--config-dir", directory.file("flag").path)
                    expect(run7.output) == "NAME\nFlo\n"
                }
                it("reads <env>.json over default.json, named by --env or STANDUP_ENV") {
                    directory.write("Config/standup/default.json", #"{"team": {"members": ["Ken"]}}"#)
                    directory.write("Config/standup/ci.json", #"{"team": {"members": ["Cid"]}}"#)
                    let run8 = await run("members", "--env", "ci")
                    expect(run8.output) == "NAME\nCid\n"
                    environment["STANDUP_ENV"] = "ci"
                    let run9 = await run("members")
                    expect(run9.output) == "NAME\nCid\n"
                }
            }
            describe("config") {
                it("lists exactly the team, standup and http keys, with their values and origins") {
                    let result = await run("config", "--json", "--seed", "3")
                    let entries = try JSONDecoder().decode([ConfigCommand.Entry].self, from: Data(result.output.utf8))
                    expect(entries.map(\.key)) == ["http.timeout", "standup.seed", "team.file", "team.members", "team.source", "team.url"]
                    expect(entries.first { $0.key == "standup.seed" }?.origin) == "command line:--set"
                    expect(entries.first { $0.key == "team.source" }?.origin) == "default"
                }
                it("prints a table of the keys") {
                    let result = await run("config")
                    expect(result.status) == 0
                    expect(result.output).to(beginWith("KEY"))
                    expect(result.output).to(contain("team.members"))
                }
                it("works whatever the team file holds, reading no team file") {
                    let result = await run("config", "--set", "team.source=file", "--set", "team.file=/no/such/file")
                    expect(result.status) == 0
                    expect(result.output).to(contain("/no/such/file"))
                }
            }
            describe("a relative team.file") {
                it("is read from the folder of the config file that names it") {
                    directory.write("Config/standup/default.json", #"{"team": {"source": "file", "file": "team.txt"}}"#)
                    directory.write("Config/standup/team.txt", "Ken\n")
                    let run10 = await run("members")
                    expect(run10.output) == "NAME\nKen\n"
                }
                it("is read from the working directory when it comes from --set") {
                    directory.write("team.txt", "Barbara\n")
                    let run11 = await run("members", "--set", "team.source=file", "--set", "team.file=team.txt")
                    expect(run11.output) == "NAME\nBarbara\n"
                }
            }
            describe("bad settings") {
                it("fails with one line naming the key, and 78") {
                    let result = await run("order", "--set", "team.source=ftp")
                    expect(result.status) == 78
                    expect(result.error) == "standup: error: team.source=ftp is not one of inline, file, http\n"
                }
            }
        }
    }
}
