import Composition
import CompositionTesting
import PeopleRouletteAssemblies
import Foundation
import Platform
import SpecKit

/// people-roulette as its main.swift runs it, in-process: parser, configuration (compiled-in
/// defaults only: the working directory has no Config/), composition root, commands and the
/// error printer, with platform doubles and a temporary data directory.
final class PeopleRouletteAppSpec: Spec {
    override func spec() {
        describe("PeopleRouletteApp") {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("PeopleRouletteAppSpec-\(UUID().uuidString)")
            afterEach { try? FileManager.default.removeItem(at: root) }
            let console = BufferedConsole()

            func run(_ arguments: String...) async -> ExitCode {
                await PeopleRouletteApp.application.run(arguments, platform: .doubles(root: root, console: console))
            }

            it("picks from the bundled list into SQLite in the data directory on the first run") {
                let status = await run("pick", "2", "--seed", "3")
                expect(status) == .success
                expect(console.output.text).to(matchSnapshot(named: "pick-2-seed-3"))
                expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("home/.local/share/people-roulette/people.sqlite").path)) == true
            }
            it("answers --version with the framework's release, as CHANGELOG.md records it") {
                let status = await run("--version")
                expect(status) == .success
                expect(console.output.text) == Application.frameworkVersion + "\n"
            }
            it("lists its commands and the shared ones in its help") {
                let status = await run("--help")
                expect(status) == .success
                expect(console.output.text).to(matchSnapshot(named: "help"))
            }
            it("shows which implementation each service got, and why") {
                let status = await run("graph")
                expect(status) == .success
                expect(console.output.text).to(matchSnapshot(named: "graph"))
            }
            it("shows the graph as JSON") {
                let status = await run("graph", "--json", "--set", "people.source=http", "--set", "storage.backend=memory")
                expect(status) == .success
                expect(console.output.text).to(matchSnapshot(named: "graph-json"))
            }
            it("shows its settings and where they came from") {
                let status = await run("config", "--set", "storage.busy-timeout=2s")
                expect(status) == .success
                expect(console.output.text).to(contain("storage.busy-timeout=2s"))
                expect(console.output.text).to(contain("people.url=https://jsonplaceholder.typicode.com/users"))
            }
            it("never opens the database for config and graph") {
                _ = await run("config")
                _ = await run("graph")
                expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("home/.local/share").path)) == false
            }
            it("reports a malformed --set in the parser's words") {
                let status = await run("--set", "nonsense", "pick")
                expect(status) == .usage
                expect(console.error.text).to(beginWith("people-roulette: error: The value 'nonsense' is invalid for '--set <key=value>': expected key=value"))
            }
            it("knows only its own keys and options, not weather's") {
                let status = await run("--set", "weather.units=kelvin", "pick")
                expect(status) == .configuration
                expect(console.error.text) == "people-roulette: error: unknown key 'weather.units' in --set\nhint: the config command lists every key\n"
                _ = await run("config")
                expect(console.output.text).toNot(contain("weather."))
                expect(console.output.text).toNot(contain("places."))
                expect(console.output.text).to(contain("roulette.seed"))
            }
            it("reports an implementation no one has, before any command runs") {
                let status = await run("--set", "storage.backend=postgres", "pick")
                expect(status) == .configuration
                expect(console.error.text) == "people-roulette: error: invalid value 'postgres' for storage.backend in --set: expected one of: sqlite, memory\n"
            }
        }
    }
}
