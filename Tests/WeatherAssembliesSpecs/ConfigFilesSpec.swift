import Composition
import CompositionTesting
import Configuration
import Foundation
import WeatherAssemblies
import SpecKit

/// weather's own folder of Config/: every file loads against exactly the app's keys, it
/// repeats the compiled-in defaults, and Config/README.md lists the app's keys as declared.
final class WeatherConfigFilesSpec: Spec {
    override func spec() {
        describe("Config/weather") {
            let application = WeatherApp.application
            it("loads default.json with each environment's file, with no unknown key or bad value") {
                expect(ApplicationChecks.configFileProblems(of: application)) == []
                expect(SpecPackage.configDirectory(of: application.name, from: #filePath)).toNot(beNil())
            }
            it("agrees with the compiled-in defaults in default.json") {
                expect(ApplicationChecks.defaultFileDisagreements(of: application)) == []
            }
            it("documents every key in Config/README.md, as the declarations say") {
                let readme = SpecPackage.root(of: #filePath)?.appendingPathComponent("Config/README.md")
                expect(readme.flatMap { ApplicationChecks.documentedKeys(of: application, in: $0) }) == (try application.assembler.schema().referenceTable)
            }
            it("declares each key once and wires every choice") {
                expect(application).to(haveConsistentSettings())
                expect(application).to(assembleForEveryChoice())
            }
        }
    }
}
