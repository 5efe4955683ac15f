import CompositionTesting
import Foundation
import Platform
import SpecKit
import SpecKitHTTP
import SpecKitRobot
import StandupAssemblies

/// standup as its main.swift runs it, at the depth `.inProcess`: parser, configuration,
/// composition root, commands and the error printer, on platform doubles rooted in the robot's
/// temporary directory (home `~`, working directory `.`, which has no Config/ unless a spec
/// writes one).
final class StandupAppSpec: Spec {
    override func spec() {
        describe("StandupApp") {
            var environment: [String: String] = [:]
            var robot: CommandRobot!
            beforeEach { environment = [:] }
            justBeforeEach { try await StandupApp.application.test(.inProcess) { robot = $0 } }

            /// Runs standup with the example's variables.
            func run(_ arguments: String...) async throws -> CommandResult {
                try await robot.environment(environment).arguments(arguments).run()
            }
            /// A path in the robot's working directory.
            func path(_ relativePath: String) -> String { robot.workingDirectory.appendingPathComponent(relativePath).path }

            describe("order") {
                it("prints the team in a numbered table, the same for the same seed") {
                    let first = try await run("order", "--seed", "3").expectExitCode(0).expectError(equals: "")
                    try await run("order", "--seed", "3").expectExitCode(0).expectOutput(equals: first.standardOutput)
                    expect(first.standardOutput) == "#  NAME\n1  Edsger\n2  Alan\n3  Grace\n4  Ada\n"
                }
                it("prints JSON with --json") {
                    let result = try await run("order", "--seed", "3", "--json").expectExitCode(0)
                    let entries = try JSONSerialization.jsonObject(with: result.standardOutputData) as? [[String: Any]]
                    expect(entries?.compactMap { $0["name"] as? String }) == ["Edsger", "Alan", "Grace", "Ada"]
                    expect(entries?.compactMap { $0["position"] as? Int }) == [1, 2, 3, 4]
                }
                it("takes --seed as standup.seed, and the variable STANDUP_SEED alike") {
                    let flagged = try await run("order", "--seed", "3").expectExitCode(0)
                    environment["STANDUP_SEED"] = "3"
                    try await run("order").expectExitCode(0).expectOutput(equals: flagged.standardOutput)
                }
                it("reads the team from a file when team.source=file") {
                    try robot.createFile(at: "team.txt", contents: "# platform\nBarbara\nKen\n")
                    environment = ["TEAM_SOURCE": "file", "TEAM_FILE": path("team.txt")]
                    let result = try await run("order", "--seed", "1").expectExitCode(0)
                    expect(result.standardOutput.split(separator: "\n").dropFirst().map { String($0.dropFirst(3)) }.sorted()) == ["Barbara", "Ken"]
                }
                context("when team.source=file names no file") {
                    it("fails before shuffling with one error line, a hint and 78") {
                        try await run("order", "--set", "team.source=file")
                            .expectExitCode(ExitCode.configuration.rawValue)
                            .expectOutput(equals: "")
                            .expectError(
                                equals: """
                                    standup: error: team.source is file, but team.file names no file
                                    hint: set it with --set team.file=<path> or TEAM_FILE, or choose --set team.source=inline

                                    """
                            )
                    }
                }
                context("when the team file is missing") {
                    it("fails with one error line naming the file, a hint and 74") {
                        let missing = path("missing.txt")
                        try await run("order", "--set", "team.source=file", "--set", "team.file=\(missing)")
                            .expectExitCode(ExitCode.ioError.rawValue)
                            .expectOutput(equals: "")
                            .expectError(
                                equals: """
                                    standup: error: the team file \(missing) does not exist
                                    hint: check team.file, or choose --set team.source=inline

                                    """
                            )
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
                    try await run("members", "--set", "team.source=http", "--set", "team.url=\(url)")
                        .expectExitCode(0)
                        .expectOutput(equals: "NAME\nBarbara\nKen\n")
                        .expectError(equals: "")
                    expect(started.requests.map(\.path)) == ["/team"]
                }
                it("fails with one line naming the address, and 69, when it answers an HTTP error") {
                    let started = try LoopbackHTTPServer()
                    server = started
                    started.route(.get, "/team", status: 404, body: "no such team")
                    let url = started.baseURL.appendingPathComponent("team").absoluteString
                    let result = try await run("members", "--set", "team.source=http", "--set", "team.url=\(url)")
                        .expectExitCode(ExitCode.unavailable.rawValue)
                        .expectOutput(equals: "")
                    expect(result.standardError).to(beginWith("standup: error: \(url) answered HTTP 404"))
                }
                it("fails before sending anything when team.url is not set, with a hint and 78") {
                    try await run("members", "--set", "team.source=http")
                        .expectExitCode(ExitCode.configuration.rawValue)
                        .expectError(
                            equals: """
                                standup: error: team.source is http, but team.url names no address
                                hint: set it with --set team.url=<address> or TEAM_URL, or choose --set team.source=inline

                                """
                        )
                }
            }

            describe("members") {
                it("lists the team as configured, unshuffled") {
                    try await run("members", "--set", "team.members=Ada, Alan").expectExitCode(0).expectOutput(equals: "NAME\nAda\nAlan\n")
                }
                it("fails as a configuration error on an empty list, when the configuration loads") {
                    environment["TEAM_MEMBERS"] = " "
                    try await run("members")
                        .expectExitCode(ExitCode.configuration.rawValue)
                        .expectError(
                            contains:
                                "standup: error: invalid value ' ' for team.members in environment variable TEAM_MEMBERS: expected a list of at least one item"
                        )
                }
            }

            describe("finding its configuration") {
                it("reads ./Config/standup/ of the working directory") {
                    try robot.createFile(at: "Config/standup/default.json", contents: #"{"team": {"members": ["Bo"]}}"#)
                    try await run("members").expectExitCode(0).expectOutput(equals: "NAME\nBo\n")
                }
                it("prefers $XDG_CONFIG_HOME/standup/, then STANDUP_CONFIG_DIR, then --config-dir") {
                    try robot.createFile(at: "Config/standup/default.json", contents: #"{"team": {"members": ["Bo"]}}"#)
                    try robot.createFile(at: "~/.config/standup/default.json", contents: #"{"team": {"members": ["Cy"]}}"#)
                    try robot.createFile(at: "elsewhere/default.json", contents: #"{"team": {"members": ["Di"]}}"#)
                    try robot.createFile(at: "flagged/default.json", contents: #"{"team": {"members": ["Ed"]}}"#)
                    try await run("members").expectExitCode(0).expectOutput(equals: "NAME\nCy\n")
                    environment["STANDUP_CONFIG_DIR"] = path("elsewhere")
                    try await run("members").expectExitCode(0).expectOutput(equals: "NAME\nDi\n")
                    try await run("members", "--config-dir", path("flagged")).expectExitCode(0).expectOutput(equals: "NAME\nEd\n")
                }
                it("reads <env>.json over default.json, named by --env or STANDUP_ENV") {
                    try robot.createFile(at: "Config/standup/default.json", contents: #"{"team": {"members": ["Bo"]}}"#)
                    try robot.createFile(at: "Config/standup/staging.json", contents: #"{"team": {"members": ["Fay"]}}"#)
                    try await run("members", "--env", "staging").expectExitCode(0).expectOutput(equals: "NAME\nFay\n")
                    environment["STANDUP_ENV"] = "staging"
                    try await run("members").expectExitCode(0).expectOutput(equals: "NAME\nFay\n")
                }
            }

            describe("config") {
                it("lists exactly the team and standup keys and the networking component's, with their values and origins") {
                    let result = try await run("config", "--seed", "3").expectExitCode(0).expectOutput(
                        equals: """
                            # environment: development (from default)
                            # directory: none, compiled-in defaults only
                            unset                http.ca-file
                            default              http.client=curl
                            default              http.max-body-size=5000000
                            default              http.max-header-size=65536
                            default              http.max-redirects=5
                            default              http.refuse-downgrade=false
                            default              http.timeout=10s
                            default              log.level=warning
                            command line:--seed  standup.seed=3
                            unset                team.file
                            default              team.members=Ada,Alan,Grace,Edsger
                            default              team.source=inline
                            unset                team.url

                            """
                    )
                    for other in ["people.", "weather.", "storage.", "roulette."] {
                        expect(result.standardOutput).toNot(contain(other))
                    }
                }
                it("knows no key of the demo apps") {
                    try await run("order", "--set", "people.source=bundled")
                        .expectExitCode(ExitCode.configuration.rawValue)
                        .expectError(equals: "standup: error: unknown key 'people.source' in --set\nhint: the config command lists every key\n")
                }
            }

            describe("a relative team.file") {
                it("is read from the folder of the config file that names it, and config says where it came from") {
                    let folder = robot.home.appendingPathComponent(".config/standup")
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try #"{"team": {"source": "file", "file": "team.txt"}}"#.write(
                        to: folder.appendingPathComponent("default.json"),
                        atomically: true,
                        encoding: .utf8
                    )
                    try "Hedy\n".write(to: folder.appendingPathComponent("team.txt"), atomically: true, encoding: .utf8)
                    try await run("members").expectExitCode(0).expectOutput(equals: "NAME\nHedy\n")
                    let shown = try await run("config").expectExitCode(0)
                    let configFile = folder.appendingPathComponent("default.json").path
                    let teamFile = folder.appendingPathComponent("team.txt").path
                    expect(shown.standardOutput).to(contain("file:\(configFile):1  team.file=\(teamFile)\n"))
                }
                it("is read from the working directory when it comes from --set") {
                    try robot.createFile(at: "team.txt", contents: "Radia\n")
                    try await run("members", "--set", "team.source=file", "--set", "team.file=team.txt")
                        .expectExitCode(0)
                        .expectOutput(equals: "NAME\nRadia\n")
                }
            }

            describe("keys") {
                it("prints its keys as the Markdown table with config --keys") {
                    let result = try await run("config", "--keys").expectExitCode(0)
                    expect(result.standardOutput).to(beginWith("| Key | Type | Default | Environment variable | Meaning |\n"))
                    expect(result.standardOutput).to(contain("| `team.url` | URL | (none) | `TEAM_URL` |"))
                }
            }

            describe("graph") {
                it("shows which implementation each service got, and why, reading no team file") {
                    try await run("graph", "--set", "team.source=file", "--seed", "7").expectExitCode(0).expectOutput(
                        equals: """
                            SERVICE               IMPLEMENTATION         CHOSEN BY
                            Console               BufferedConsole        -
                            EnvironmentVariables  DictionaryEnvironment  -
                            FileLocations         FixedFileLocations     -
                            TimeSource            FixedClock             -
                            Sleeping              ImmediateSleeper       -
                            RandomSource          SeededRandomSource     standup.seed=7 (command line:--seed)
                            APIRequesting         CurlAPIHandler         http.client=curl (default)
                            HTTPRequesting        CurlAPIHandler         http.client=curl (default)
                            TeamListing           FileTeamList           team.source=file (command line:--set)
                            StandupShuffler       StandupShuffler        -

                            """
                    )
                }
                it("prints Graphviz DOT with --dot") {
                    let result = try await run("graph", "--dot").expectExitCode(0)
                    expect(result.standardOutput).to(beginWith("digraph bindings {\n"))
                    result.expectOutput(contains: "    \"TeamListing\" -> \"InlineTeamList\" [label=\"team.source=inline\"];\n")
                }
            }
        }
    }
}
