import Foundation
import Nimble
import Quick
import Standup

/// The settings: the defaults, the config files, the variables and `--set`, each over the one
/// before.
final class StandupSettingsSpec: AsyncSpec {
    override class func spec() {
        describe("StandupSettingsLoader") {
            var directory = TemporaryFolder()
            beforeEach { directory = TemporaryFolder() }
            afterEach { directory.remove() }

            func load(_ environment: [String: String] = [:], overrides: [String] = [], environmentName: String? = nil) throws -> StandupSettings {
                try StandupSettingsLoader(
                    environment: environment,
                    workingDirectory: directory.url,
                    environmentName: environmentName,
                    overrides: overrides
                ).load()
            }

            it("starts from the compiled-in defaults") {
                let settings = try load()
                expect(settings.source) == .inline
                expect(settings.members) == ["Ada", "Alan", "Grace", "Edsger"]
                expect(settings.seed).to(beNil())
                expect(settings.timeout) == 10
            }
            it("reads ./Config/standup/default.json, then <env>.json over it") {
                directory.write("Config/standup/default.json", #"{"team": {"members": ["Ken"]}, "standup": {"seed": 4}}"#)
                directory.write("Config/standup/ci.json", #"{"standup": {"seed": 5}}"#)
                expect(try load().members) == ["Ken"]
                expect(try load().seed) == 4
                expect(try load(environmentName: "ci").seed) == 5
                expect(try load(["STANDUP_ENV": "ci"]).seed) == 5
            }
            it("takes the variables over the files, and --set over the variables") {
                directory.write("Config/standup/default.json", #"{"team": {"source": "file", "file": "team.txt"}}"#)
                expect(try load(["TEAM_SOURCE": "inline"]).source) == .inline
                expect(try load(["TEAM_SOURCE": "inline"], overrides: ["team.source=http"]).source) == .http
                expect(try load(["TEAM_SOURCE": "inline"]).origins["team.source"]) == "environment:TEAM_SOURCE"
            }
            it("reads a relative team.file from the folder of the file that names it") {
                directory.write("Config/standup/default.json", #"{"team": {"file": "team.txt"}}"#)
                expect(try load().file?.path) == directory.file("Config/standup/team.txt").standardizedFileURL.path
                expect(try load(overrides: ["team.file=team.txt"]).file?.path) == directory.file("team.txt").standardizedFileURL.path
            }
            it("takes http.timeout in seconds, with or without an s") {
                expect(try load(overrides: ["http.timeout=3s"]).timeout) == 3
                expect(try load(["HTTP_TIMEOUT": "2.5"]).timeout) == 2.5
            }
            context("with a bad value") {
                it("fails as a configuration error naming the key and what it takes") {
                    expect { try load(overrides: ["team.source=ftp"]) }.to(
                        throwError(TeamListError.badSetting(key: "team.source", value: "ftp", expected: "one of inline, file, http"))
                    )
                    expect { try load(["STANDUP_SEED": "-1"]) }.to(throwError(errorType: TeamListError.self))
                    expect(TeamListError.badSetting(key: "a", value: "b", expected: "c").exitCode) == 78
                }
            }
            context("with an unknown key") {
                it("fails naming it") {
                    expect { try load(overrides: ["team.colour=red"]) }.to(throwError(TeamListError.unknownSetting(key: "team.colour")))
                }
            }
            context("with a config file that is not JSON") {
                it("fails naming the file") {
                    let file = directory.write("Config/standup/default.json", "{")
                    expect { try load() }.to(throwError(TeamListError.badConfigFile(path: file.path, reason: "not a standup config file")))
                }
            }
        }
    }
}
