import Composition
import CompositionTesting
import Configuration
import FxAssemblies
import SpecKit

/// fx as a whole: its keys, its choices, and its own folder Config/fx/.
final class FxConfigFilesSpec: Spec {
    override func spec() {
        describe("FxApp") {
            let application = FxApp.application

            it("declares exactly the rates and storage keys, and those of the networking component") {
                expect(try application.assembler.schema().keys.sorted()) == [
                    "http.ca-file", "http.client", "http.max-body-size", "http.max-header-size", "http.max-redirects", "http.refuse-downgrade",
                    "http.timeout", "log.level",
                    "rates.file", "rates.source", "rates.url", "storage.backend", "storage.path",
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
            describe("Config/fx") {
                it("is this package's own folder") {
                    expect(SpecPackage.configDirectory(of: application.name, from: #filePath)?.path).to(endWith("/Examples/Fx/Config/fx"))
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
