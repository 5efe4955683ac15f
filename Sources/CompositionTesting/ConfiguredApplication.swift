import Composition
import Foundation
import SpecKit

/// An app and where its package keeps its configuration, for the shared examples
/// `ConfiguredApplication.examples`: every file of `Config/<app>/` loads against exactly the
/// app's keys, `default.json` repeats the compiled-in defaults, the keys are documented as
/// declared, the components agree on every key and every choice assembles, and no option of the
/// command line is declared twice.
///
/// ```swift
/// describe("people-roulette's configuration") {
///     itBehavesLike(ConfiguredApplication.examples) {
///         ConfiguredApplication(PeopleRouletteApp.application, keysDocument: "Config/README.md")
///     }
/// }
/// ```
public struct ConfiguredApplication {
    /// The app.
    public let application: Application
    /// Its folder of configuration files: `Config/<app>/` of the spec's package.
    public let configDirectory: URL?
    /// A Markdown file whose `<!-- keys:<app>:begin -->`...`<!-- keys:<app>:end -->` section
    /// must equal the app's `referenceTable`, or nil to check none. `<app> config --keys` prints
    /// that table, to paste between the markers.
    public let keysDocument: URL?

    /// Creates the subject of the whole-app checks, with the app's configuration folder found from the spec's package.
    ///
    /// - Parameters:
    ///   - application: The app to check.
    ///   - keysDocument: The Markdown file documenting the keys, relative to the spec's package.
    ///   - filePath: Finds the spec's package; leave it to the caller's file.
    public init(_ application: Application, keysDocument: String? = nil, filePath: StaticString = #filePath) {
        self.application = application
        configDirectory = SpecPackage.configDirectory(of: application.name, from: "\(filePath)")
        self.keysDocument = keysDocument.flatMap { path in SpecPackage.root(of: "\(filePath)")?.appendingPathComponent(path) }
    }

    /// The checks, as shared examples.
    public static var examples: SharedExamples<ConfiguredApplication> {
        SharedExamples("a configured application") { subject in
            it("has its own folder of configuration files, Config/<app>/") {
                expect(subject().configDirectory).toNot(beNil())
            }
            it("loads default.json with each environment's file, with no unknown key or bad value") {
                expect(ApplicationChecks.configFileProblems(of: subject().application, directory: subject().configDirectory)) == []
            }
            it("repeats the compiled-in defaults in default.json") {
                expect(ApplicationChecks.defaultFileDisagreements(of: subject().application, directory: subject().configDirectory)) == []
            }
            it("documents every key as the declarations say") {
                guard let document = subject().keysDocument else { return }
                let documented = ApplicationChecks.documentedKeys(of: subject().application, in: document)
                expect(documented) == (try subject().application.assembler.schema().referenceTable)
            }
            it("gives each option of its command line one meaning: no command's option hides a global one") {
                expect(subject().application.rootCommand.declarationProblems()) == []
            }
            it("declares each key once and wires every choice") {
                expect(subject().application).to(haveConsistentSettings())
                expect(subject().application).to(assembleForEveryChoice())
            }
        }
    }
}
