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
///
/// Outside SpecKit, `failures(of:)` runs one `Check` and returns what failed: the form for a
/// parameterized Swift Testing test over `Check.allCases`.
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

    /// One of the whole-app checks, to run one at a time: the argument of a parameterized Swift
    /// Testing test.
    ///
    /// ```swift
    /// @Test(arguments: ConfiguredApplication.Check.allCases)
    /// func configuration(_ check: ConfiguredApplication.Check) {
    ///     let failures = ConfiguredApplication(StandupApp.application, keysDocument: "README.md").failures(of: check)
    ///     #expect(failures.isEmpty, "\(failures)")
    /// }
    /// ```
    public enum Check: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The app has its own folder of configuration files, `Config/<app>/`.
        case configDirectory
        /// `default.json` and each environment's file load, with no unknown key or bad value.
        case configFiles
        /// `default.json` repeats the compiled-in defaults.
        case defaultFile
        /// The keys document's table is the app's `referenceTable` (nothing to check without one).
        case documentedKeys
        /// No command's option hides a global one.
        case commandLineOptions
        /// Each key is declared once and every choice assembles.
        case settingsAndChoices

        /// What the check makes sure of, as the shared examples name it.
        public var description: String {
            switch self {
            case .configDirectory: return "has its own folder of configuration files, Config/<app>/"
            case .configFiles: return "loads default.json with each environment's file, with no unknown key or bad value"
            case .defaultFile: return "repeats the compiled-in defaults in default.json"
            case .documentedKeys: return "documents every key as the declarations say"
            case .commandLineOptions: return "gives each option of its command line one meaning: no command's option hides a global one"
            case .settingsAndChoices: return "declares each key once and wires every choice"
            }
        }
    }

    /// Runs one check and returns its failures (empty when it passes) instead of charging them
    /// to the running test, so any test framework can run it.
    ///
    /// - Parameters:
    ///   - check: The check to run.
    ///   - fileID: Where a check that throws is reported; leave it to the caller's.
    ///   - filePath: Where a check that throws is reported; leave it to the caller's.
    ///   - line: Where a check that throws is reported; leave it to the caller's.
    ///   - column: Where a check that throws is reported; leave it to the caller's.
    public func failures(
        of check: Check,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    )
        -> [RecordedFailure]
    {
        CheckFailures.of(at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { try run(check) }
    }

    /// Runs one check with SpecKit's expectations, charged to whoever records them.
    func run(_ check: Check) throws {
        switch check {
        case .configDirectory:
            expect(configDirectory).toNot(beNil())
        case .configFiles:
            expect(ApplicationChecks.configFileProblems(of: application, directory: configDirectory)) == []
        case .defaultFile:
            expect(ApplicationChecks.defaultFileDisagreements(of: application, directory: configDirectory)) == []
        case .documentedKeys:
            guard let keysDocument else { return }
            let documented = ApplicationChecks.documentedKeys(of: application, in: keysDocument)
            expect(documented) == (try application.assembler.schema().referenceTable)
        case .commandLineOptions:
            expect(application.rootCommand.declarationProblems()) == []
        case .settingsAndChoices:
            expect(application).to(haveConsistentSettings())
            expect(application).to(assembleForEveryChoice())
        }
    }

    /// The checks, as shared examples.
    public static var examples: SharedExamples<ConfiguredApplication> {
        SharedExamples("a configured application") { subject in
            for check in Check.allCases {
                it(check.description) { try subject().run(check) }
            }
        }
    }
}
