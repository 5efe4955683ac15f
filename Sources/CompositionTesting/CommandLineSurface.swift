import CLI
import Composition
import Foundation
import Platform
import SpecKit
import SpecKitRobot

/// An app and the spec file that keeps its snapshots, for the shared examples
/// `CommandLineSurface.examples`: what the framework generates from the app's declarations,
/// the same for every app. Each shell's completion script names every command and every setting
/// key of the app, and the shell accepts it (`bash -n`, `zsh -n`; the zsh check is pending, with
/// the reason, where zsh is not installed); an unknown shell is a usage error naming the
/// accepted ones; `--experimental-dump-help` is JSON in swift-argument-parser's shape naming
/// every command; the manual page is mdoc and matches its snapshot.
///
/// ```swift
/// describe("people-roulette's command line") {
///     itBehavesLike(CommandLineSurface.examples) { CommandLineSurface(PeopleRouletteApp.application) }
///     // ...and the app's own examples: its help screens, what its completions offer.
/// }
/// ```
///
/// Only the manual page is a snapshot, so adding a command or a framework key changes no
/// completion file of any app: the generators' own output is snapshot-tested in the framework,
/// on a small tool. The snapshot belongs to the calling spec, as if it matched it itself:
/// `<spec folder>/__Snapshots__/<spec file name>/manual.txt`, recorded with
/// `SPECKIT_RECORD_SNAPSHOTS=1`. A failure is reported at the line that made the subject.
///
/// Outside SpecKit, `failures(of:)` runs one `Check` and returns what failed: the form for a
/// parameterized Swift Testing test over `Check.available`.
public struct CommandLineSurface {
    /// The app.
    public let application: Application
    /// Where the subject was made: the spec whose `__Snapshots__` folder holds the references,
    /// and where failures are reported.
    public let location: CodeLocation

    /// Creates the subject of the command-line checks of an app, at the calling spec's place.
    ///
    /// - Parameters:
    ///   - application: The app whose command line is checked.
    ///   - fileID: The spec's file as `#fileID` gives it; leave it to the caller's.
    ///   - filePath: The spec's file path, which names the folder of the snapshots; leave it to the caller's.
    ///   - line: The spec's line; leave it to the caller's.
    ///   - column: The spec's column; leave it to the caller's.
    public init(_ application: Application, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.application = application
        location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// What the app writes to standard output and error for `arguments`, and its exit status,
    /// run in-process on platform doubles rooted in `root`.
    func run(_ arguments: [String], root: URL) async -> (status: ExitCode, output: String, error: String) {
        let console = BufferedConsole()
        let status = await application.run(arguments, platform: .doubles(root: root, console: console))
        return (status, console.output.text, console.error.text)
    }

    /// What the app prints for `arguments`, expected to succeed.
    func generated(_ arguments: String..., root: URL) async -> String {
        let result = await run(arguments, root: root)
        expect(result.status) == .success
        return result.output
    }

    /// The names of every command of the app, subcommands included.
    var commandNames: [String] {
        var names: [String] = []
        var pending = application.rootCommand.subcommands
        while let command = pending.popLast() {
            names.append(command.name)
            pending += command.subcommands
        }
        return names
    }

    /// An expectation reported at the subject's place, so its snapshots are the spec's.
    func expect<T>(_ value: T?) -> Expectation<T> {
        SpecKit.expect(fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column, value)
    }

    /// One of the command-line checks, to run one at a time: the argument of a parameterized
    /// Swift Testing test.
    ///
    /// ```swift
    /// @Test(arguments: CommandLineSurface.Check.available)
    /// func commandLine(_ check: CommandLineSurface.Check) async {
    ///     let failures = await CommandLineSurface(StandupApp.application).failures(of: check)
    ///     #expect(failures.isEmpty, "\(failures)")
    /// }
    /// ```
    public enum Check: Sendable, Hashable, CustomStringConvertible {
        /// The shell's completion script names every command and every setting key.
        case completionScript(CompletionShell)
        /// The shell accepts the script (`bash -n`, `zsh -n`); fish has no syntax-only mode.
        case completionSyntax(CompletionShell)
        /// An unknown shell is a usage error naming the accepted ones.
        case unknownShell
        /// The manual page matches its snapshot and is mdoc.
        case manualPage
        /// `--experimental-dump-help` is JSON in swift-argument-parser's shape naming every command.
        case toolDescription

        /// Every check this machine can run: a shell's syntax check only where the shell is installed.
        public static var available: [Check] {
            CompletionShell.allCases.map(Check.completionScript)
                + syntaxChecked.compactMap { shell, path in path == nil ? nil : .completionSyntax(shell) }
                + [.unknownShell, .manualPage, .toolDescription]
        }

        /// The shells with a syntax-only mode, and the path of each on this machine (nil when missing).
        static var syntaxChecked: [(CompletionShell, String?)] { [(.bash, "/bin/bash"), (.zsh, ShellScript.zsh)] }

        /// What the check makes sure of, as the shared examples name it.
        public var description: String {
            switch self {
            case .completionScript(let shell): return "writes a \(shell.rawValue) script naming every command and every setting key"
            case .completionSyntax(let shell): return "writes a \(shell.rawValue) script \(shell.rawValue) -n accepts"
            case .unknownShell: return "refuses a shell it does not know, as a usage error naming the shells it knows"
            case .manualPage: return "writes one mdoc manual page, as its snapshot, with the exit statuses"
            case .toolDescription: return "describes its command tree with --experimental-dump-help in swift-argument-parser's shape"
            }
        }
    }

    /// Runs one check in a temporary directory of its own and returns its failures (empty when
    /// it passes) instead of charging them to the running test, so any test framework can run it.
    /// A syntax check whose shell is not installed fails, saying so: run `Check.available`.
    public func failures(of check: Check) async -> [RecordedFailure] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("CommandLineSurface-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        return await CheckFailures.of(at: location) { try await run(check, root: root) }
    }

    /// Runs one check with SpecKit's expectations, reported at the subject's place.
    func run(_ check: Check, root: URL) async throws {
        switch check {
        case .completionScript(let shell):
            let script = await generated("--generate-completion-script", shell.rawValue, root: root)
            expect(script).to(contain("\(application.name) --generate-completion-script \(shell.rawValue)"))
            for name in commandNames { expect(script).to(contain(name)) }
            for key in application.assembler.runtimeSchema().keys { expect(script).to(contain(key)) }
        case .completionSyntax(let shell):
            guard let path = Check.syntaxChecked.first(where: { $0.0 == shell })?.1 else {
                return ExampleRecorder.fail("\(shell.rawValue) is not installed, or has no syntax-only mode: run Check.available", at: location)
            }
            let script = await run(["--generate-completion-script", shell.rawValue], root: root).output
            let syntax = try await ShellScript.syntax(path, script: script, in: root)
            expect(syntax.standardError) == ""
            expect(syntax.exitCode) == 0
        case .unknownShell:
            let result = await run(["--generate-completion-script", "tcsh"], root: root)
            let shells = CompletionShell.allCases.map(\.rawValue).joined(separator: ", ")
            expect(result.status) == .usage
            expect(result.output) == ""
            expect(result.error).to(
                beginWith(
                    "\(application.name): error: The value 'tcsh' is invalid for '--generate-completion-script <shell>': expected "
                        + "one of: \(shells)\n"
                )
            )
        case .manualPage:
            let manual = await generated("--generate-manual", root: root)
            expect(manual).to(matchSnapshot(named: "manual"))
            expect(manual).to(contain(".Dt \(application.name.uppercased()) 1\n"))
            expect(manual).to(contain(".Sh EXIT STATUS\n"))
        case .toolDescription:
            let description = await generated("--experimental-dump-help", root: root)
            let decoded = try JSONSerialization.jsonObject(with: Data(description.utf8)) as? [String: Any]
            expect(decoded?["serializationVersion"] as? Int) == 0
            for name in commandNames { expect(description).to(contain("\"commandName\" : \"\(name)\"")) }
        }
    }

    /// The checks, as shared examples.
    public static var examples: SharedExamples<CommandLineSurface> {
        SharedExamples("a generated command line") { subject in
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("CommandLineSurface-\(UUID().uuidString)")
            afterEach { try? FileManager.default.removeItem(at: root) }

            describe("completion scripts") {
                for shell in CompletionShell.allCases {
                    let check = Check.completionScript(shell)
                    it(check.description) { try await subject().run(check, root: root) }
                }
                for (shell, path) in Check.syntaxChecked {
                    let check = Check.completionSyntax(shell)
                    guard path != nil else {
                        pending("\(check.description) (skipped: \(shell.rawValue) is not installed; install it to run this check)")
                        continue
                    }
                    it(check.description) { try await subject().run(check, root: root) }
                }
                it(Check.unknownShell.description) { try await subject().run(.unknownShell, root: root) }
            }

            it(Check.manualPage.description) { try await subject().run(.manualPage, root: root) }
            it(Check.toolDescription.description) { try await subject().run(.toolDescription, root: root) }
        }
    }
}
