import Composition
import CompositionTesting
import Foundation
import PeopleRouletteAssemblies
import Platform
import SpecKit
import SpecKitRobot

/// people-roulette as its main.swift runs it, in-process: parser, configuration (compiled-in
/// defaults only: the working directory has no Config/), composition root, commands and the
/// error printer, with platform doubles and a temporary data directory.
final class PeopleRouletteAppSpec: Spec {
    override func spec() {
        describe("PeopleRouletteApp") {
            var robot: CommandRobot!
            var result: CommandResult!
            justBeforeEach { try await PeopleRouletteApp.application.test(.inProcess) { robot = $0 } }

            /// Runs the app in-process, at the depth `.inProcess`; `result` is what it did.
            func run(_ arguments: String...) async throws {
                result = try await robot.arguments(arguments).run()
            }

            it("picks from the bundled list into SQLite in the data directory on the first run") {
                try await run("pick", "2", "--seed", "3")
                expect(result.exitCode) == ExitCode.success.rawValue
                expect(result.standardOutput).to(matchSnapshot(named: "pick-2-seed-3"))
                expect(FileManager.default.fileExists(atPath: robot.home.appendingPathComponent(".local/share/people-roulette/people.sqlite").path))
                    == true
            }
            it("answers --version with the framework's release, as CHANGELOG.md records it") {
                try await run("--version")
                expect(result.exitCode) == ExitCode.success.rawValue
                expect(result.standardOutput) == Application.frameworkVersion + "\n"
            }
            it("lists its commands and the shared ones in its help") {
                try await run("--help")
                expect(result.exitCode) == ExitCode.success.rawValue
                expect(result.standardOutput).to(matchSnapshot(named: "help"))
            }
            it("shows which implementation each service got, and why") {
                try await run("graph")
                expect(result.exitCode) == ExitCode.success.rawValue
                expect(result.standardOutput).to(matchSnapshot(named: "graph"))
            }
            it("shows the graph as JSON") {
                try await run("graph", "--json", "--set", "people.source=http", "--set", "storage.backend=memory")
                expect(result.exitCode) == ExitCode.success.rawValue
                expect(result.standardOutput).to(matchSnapshot(named: "graph-json"))
            }
            it("shows its settings and where they came from") {
                try await run("config", "--set", "storage.busy-timeout=2s")
                expect(result.exitCode) == ExitCode.success.rawValue
                expect(result.standardOutput).to(contain("storage.busy-timeout=2s"))
                expect(result.standardOutput).to(contain("people.url=https://jsonplaceholder.typicode.com/users"))
            }
            it("never opens the database for config and graph") {
                try await run("config")
                try await run("graph")
                expect(FileManager.default.fileExists(atPath: robot.home.appendingPathComponent(".local/share").path)) == false
            }
            it("reports a malformed --set in the parser's words") {
                try await run("--set", "nonsense", "pick")
                expect(result.exitCode) == ExitCode.usage.rawValue
                expect(result.standardError).to(
                    beginWith("people-roulette: error: The value 'nonsense' is invalid for '--set <key=value>': expected key=value")
                )
            }
            it("knows only its own keys and options, not weather's") {
                try await run("--set", "weather.units=kelvin", "pick")
                expect(result.exitCode) == ExitCode.configuration.rawValue
                expect(result.standardError)
                    == "people-roulette: error: unknown key 'weather.units' in --set\nhint: the config command lists every key\n"
                try await run("config")
                expect(result.standardOutput).toNot(contain("weather."))
                expect(result.standardOutput).toNot(contain("places."))
                expect(result.standardOutput).to(contain("roulette.seed"))
            }
            it("reports an implementation no one has, before any command runs") {
                try await run("--set", "storage.backend=postgres", "pick")
                expect(result.exitCode) == ExitCode.configuration.rawValue
                expect(result.standardError)
                    == "people-roulette: error: invalid value 'postgres' for storage.backend in --set: expected one of: sqlite, memory\n"
            }
        }
    }
}
