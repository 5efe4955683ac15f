import Composition
import Foundation
import Platform
import SpecKit
import SpecKitHTTP
import StandupAssemblies

/// standup as its main.swift runs it, in-process: parser, configuration, composition root,
/// commands and the error printer, on platform doubles rooted in a temporary directory (home
/// `<root>/home`, working directory `<root>/work`, which has no Config/ unless a spec writes one).
final class StandupAppSpec: Spec {
    override func spec() {
        describe("StandupApp") {
            let directory = TemporaryDirectory()
            afterEach { directory.remove() }
            let console = BufferedConsole()
            var environment: [String: String] = [:]

            func run(_ arguments: String...) async -> ExitCode {
                await StandupApp.application.run(arguments, platform: .doubles(root: directory.url, environment: environment, console: console))
            }

            describe("order") {
                it("prints the team in a numbered table, the same for the same seed") {
                    let first = await run("order", "--seed", "3")
                    let once = console.output.text
                    let second = await run("order", "--seed", "3")
                    expect([first, second]) == [.success, .success]
                    expect(console.output.text) == once + once
                    expect(once) == "#  NAME\n1  Edsger\n2  Alan\n3  Grace\n4  Ada\n"
                    expect(console.error.text) == ""
                }
                it("prints JSON with --json") {
                    let status = await run("order", "--seed", "3", "--json")
                    expect(status) == .success
                    let entries = try JSONSerialization.jsonObject(with: Data(console.output.text.utf8)) as? [[String: Any]]
                    expect(entries?.compactMap { $0["name"] as? String }) == ["Edsger", "Alan", "Grace", "Ada"]
                    expect(entries?.compactMap { $0["position"] as? Int }) == [1, 2, 3, 4]
                }
                it("takes --seed as standup.seed, and the variable STANDUP_SEED alike") {
                    let flagged = await run("order", "--seed", "3")
                    environment["STANDUP_SEED"] = "3"
                    let variable = await run("order")
                    expect([flagged, variable]) == [.success, .success]
                    let tables = console.output.text.components(separatedBy: "#  NAME\n").filter { !$0.isEmpty }
                    expect(tables.count) == 2
                    expect(tables.first) == tables.last
                }
                it("reads the team from a file when team.source=file") {
                    let file = directory.write("team.txt", "# platform\nBarbara\nKen\n")
                    environment = ["TEAM_SOURCE": "file", "TEAM_FILE": file.path]
                    let status = await run("order", "--seed", "1")
                    expect(status) == .success
                    expect(console.output.text.split(separator: "\n").dropFirst().map { String($0.dropFirst(3)) }.sorted()) == ["Barbara", "Ken"]
                }
                context("when team.source=file names no file") {
                    it("fails before shuffling with one error line, a hint and 78") {
                        let status = await run("order", "--set", "team.source=file")
                        expect(status) == .configuration
                        expect(console.output.text) == ""
                        expect(console.error.text) == """
                            standup: error: team.source is file, but team.file names no file
                            hint: set it with --set team.file=<path> or TEAM_FILE, or choose --set team.source=inline

                            """
                    }
                }
                context("when the team file is missing") {
                    it("fails with one error line naming the file, a hint and 74") {
                        let missing = directory.file("missing.txt").path
                        let status = await run("order", "--set", "team.source=file", "--set", "team.file=\(missing)")
                        expect(status) == .ioError
                        expect(console.output.text) == ""
                        expect(console.error.text) == """
                            standup: error: the team file \(missing) does not exist
                            hint: check team.file, or choose --set team.source=inline

                            """
                    }
                }
            }

            describe("members with team.source=http") {
                // End to end in-process: the networking component's real handler (libcurl) against
                // a server on 127.0.0.1.
                var server: LoopbackHTTPServer?
                afterEach { server?.stop() }

                it("lists the names the address answers") {
                    let started = try LoopbackHTTPServer()
                    server = started
                    started.route(.get, "/team", body: #"["Barbara", "Ken"]"#)
                    let url = started.baseURL.appendingPathComponent("team").absoluteString
                    let status = await run("members", "--set", "team.source=http", "--set", "team.url=\(url)")
                    expect(status) == .success
                    expect(console.output.text) == "NAME\nBarbara\nKen\n"
                    expect(console.error.text) == ""
                    expect(started.requests.map(\.path)) == ["/team"]
                }
                it("fails with one line naming the address, and 69, when it answers an HTTP error") {
                    let started = try LoopbackHTTPServer()
                    server = started
                    started.route(.get, "/team", status: 404, body: "no such team")
                    let url = started.baseURL.appendingPathComponent("team").absoluteString
                    let status = await run("members", "--set", "team.source=http", "--set", "team.url=\(url)")
                    expect(status) == .unavailable
                    expect(console.output.text) == ""
                    expect(console.error.text).to(beginWith("standup: error: \(url) answered HTTP 404"))
                }
                it("fails before sending anything when team.url is not set, with a hint and 78") {
                    let status = await run("members", "--set", "team.source=http")
                    expect(status) == .configuration
                    expect(console.error.text) == """
                        standup: error: team.source is http, but team.url names no address
                        hint: set it with --set team.url=<address> or TEAM_URL, or choose --set team.source=inline

                        """
                }
            }

            describe("members") {
                it("lists the team as configured, unshuffled") {
                    let status = await run("members", "--set", "team.members=Ada, Alan")
                    expect(status) == .success
                    expect(console.output.text) == "NAME\nAda\nAlan\n"
                }
                it("fails as a configuration error on an empty list, when the configuration loads") {
                    environment["TEAM_MEMBERS"] = " "
                    let status = await run("members")
                    expect(status) == .configuration
                    expect(console.error.text).to(beginWith("standup: error: invalid value ' ' for team.members in environment variable TEAM_MEMBERS: expected a list of at least one item"))
                }
            }

            describe("finding its configuration") {
                it("reads ./Config/standup/ of the working directory") {
                    directory.write("work/Config/standup/default.json", #"{"team": {"members": ["Bo"]}}"#)
                    let status = await run("members")
                    expect(status) == .success
                    expect(console.output.text) == "NAME\nBo\n"
                }
                it("prefers $XDG_CONFIG_HOME/standup/, then STANDUP_CONFIG_DIR, then --config-dir") {
                    directory.write("work/Config/standup/default.json", #"{"team": {"members": ["Bo"]}}"#)
                    directory.write("home/.config/standup/default.json", #"{"team": {"members": ["Cy"]}}"#)
                    directory.write("elsewhere/default.json", #"{"team": {"members": ["Di"]}}"#)
                    directory.write("flagged/default.json", #"{"team": {"members": ["Ed"]}}"#)
                    let fromUser = await run("members")
                    environment["STANDUP_CONFIG_DIR"] = directory.file("elsewhere").path
                    let fromVariable = await run("members")
                    let fromFlag = await run("members", "--config-dir", directory.file("flagged").path)
                    expect([fromUser, fromVariable, fromFlag]) == [.success, .success, .success]
                    expect(console.output.text) == "NAME\nCy\nNAME\nDi\nNAME\nEd\n"
                }
                it("reads <env>.json over default.json, named by --env or STANDUP_ENV") {
                    directory.write("work/Config/standup/default.json", #"{"team": {"members": ["Bo"]}}"#)
                    directory.write("work/Config/standup/staging.json", #"{"team": {"members": ["Fay"]}}"#)
                    let fromFlag = await run("members", "--env", "staging")
                    environment["STANDUP_ENV"] = "staging"
                    let fromVariable = await run("members")
                    expect([fromFlag, fromVariable]) == [.success, .success]
                    expect(console.output.text) == "NAME\nFay\nNAME\nFay\n"
                }
            }

            describe("config") {
                it("lists exactly the team and standup keys and the networking component's, with their values and origins") {
                    let status = await run("config", "--seed", "3")
                    expect(status) == .success
                    expect(console.output.text) == """
                        # environment: development (from default)
                        # directory: none, compiled-in defaults only
                        unset                http.ca-file
                        default              http.client=curl
                        default              http.max-body-size=5000000
                        default              http.max-header-size=65536
                        default              http.max-redirects=5
                        default              http.timeout=10s
                        command line:--seed  standup.seed=3
                        unset                team.file
                        default              team.members=Ada,Alan,Grace,Edsger
                        default              team.source=inline
                        unset                team.url

                        """
                    for other in ["people.", "weather.", "storage.", "roulette."] {
                        expect(console.output.text).toNot(contain(other))
                    }
                }
                it("knows no key of the demo apps") {
                    let status = await run("order", "--set", "people.source=bundled")
                    expect(status) == .configuration
                    expect(console.error.text) == "standup: error: unknown key 'people.source' in --set\nhint: the config command lists every key\n"
                }
            }

            describe("a relative team.file") {
                it("is read from the folder of the config file that names it, and config says where it came from") {
                    directory.write("home/.config/standup/default.json", #"{"team": {"source": "file", "file": "team.txt"}}"#)
                    directory.write("home/.config/standup/team.txt", "Hedy\n")
                    let status = await run("members")
                    expect(status) == .success
                    expect(console.output.text) == "NAME\nHedy\n"
                    let shown = await run("config")
                    expect(shown) == .success
                    expect(console.output.text).to(contain("file:\(directory.file("home/.config/standup/default.json").path):1  team.file=\(directory.file("home/.config/standup/team.txt").path)\n"))
                }
                it("is read from the working directory when it comes from --set") {
                    directory.write("work/team.txt", "Radia\n")
                    let status = await run("members", "--set", "team.source=file", "--set", "team.file=team.txt")
                    expect(status) == .success
                    expect(console.output.text) == "NAME\nRadia\n"
                }
            }

            describe("keys") {
                it("prints its keys as the Markdown table with config --keys") {
                    let status = await run("config", "--keys")
                    expect(status) == .success
                    expect(console.output.text).to(beginWith("| Key | Type | Default | Environment variable | Meaning |\n"))
                    expect(console.output.text).to(contain("| `team.url` | URL | (none) | `TEAM_URL` |"))
                }
            }

            describe("graph") {
                it("shows which implementation each service got, and why, reading no team file") {
                    let status = await run("graph", "--set", "team.source=file", "--seed", "7")
                    expect(status) == .success
                    expect(console.output.text) == """
                        SERVICE               IMPLEMENTATION         CHOSEN BY
                        Console               BufferedConsole        -
                        EnvironmentVariables  DictionaryEnvironment  -
                        FileLocations         FixedFileLocations     -
                        TimeSource            FixedClock             -
                        Sleeping              ImmediateSleeper       -
                        RandomSource          SeededRandomSource     standup.seed=7 (command line:--seed)
                        APIRequesting         CurlAPIHandler         http.client=curl (default)
                        TeamListing           FileTeamList           team.source=file (command line:--set)
                        StandupShuffler       StandupShuffler        -

                        """
                }
                it("prints Graphviz DOT with --dot") {
                    let status = await run("graph", "--dot")
                    expect(status) == .success
                    expect(console.output.text).to(beginWith("digraph bindings {\n"))
                    expect(console.output.text).to(contain("    \"TeamListing\" -> \"InlineTeamList\" [label=\"team.source=inline\"];\n"))
                }
            }
        }
    }
}
