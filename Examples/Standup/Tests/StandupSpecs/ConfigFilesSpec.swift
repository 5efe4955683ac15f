import Composition
import CompositionTesting
import Configuration
import SpecKit
import StandupAssemblies

/// standup as a whole: its keys, its choices, and its own folder Config/standup/.
final class StandupConfigFilesSpec: Spec {
    override func spec() {
        describe("StandupApp") {
            let application = StandupApp.application

            it("declares exactly the team and standup keys, and those of the networking component") {
                expect(try application.assembler.schema().keys.sorted()) == [
                    "http.ca-file", "http.client", "http.max-body-size", "http.max-header-size", "http.max-redirects", "http.refuse-downgrade",
                    "http.timeout", "log.level",
                    "standup.seed", "team.file", "team.members", "team.source", "team.url",
                ]
            }
            it("declares each key once") {
                expect(application).to(haveConsistentSettings())
            }
            it("assembles a valid graph for every choice") {
                expect(application).to(assembleForEveryChoice())
            }
            it("gives each option of its command line one meaning") {
                expect(application.rootCommand.declarationProblems()) == []
            }
            describe("Config/standup") {
                it("is this package's own folder") {
                    expect(SpecPackage.configDirectory(of: application.name, from: #filePath)?.path).to(endWith("/Examples/Standup/Config/standup"))
                }
                it("loads with no unknown key or bad value") {
                    expect(ApplicationChecks.configFileProblems(of: application)) == []
                }
                it("repeats the compiled-in defaults in default.json") {
                    expect(ApplicationChecks.defaultFileDisagreements(of: application)) == []
                }
            }
        }
    }
}
