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

    /// The checks, as shared examples.
    public static var examples: SharedExamples<CommandLineSurface> {
        SharedExamples("a generated command line") { subject in
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("CommandLineSurface-\(UUID().uuidString)")
            afterEach { try? FileManager.default.removeItem(at: root) }

            describe("completion scripts") {
                for shell in CompletionShell.allCases {
                    it("writes a \(shell.rawValue) script naming every command and every setting key") {
                        let surface = subject()
                        let script = await surface.generated("--generate-completion-script", shell.rawValue, root: root)
                        surface.expect(script).to(contain("\(surface.application.name) --generate-completion-script \(shell.rawValue)"))
                        for name in surface.commandNames { surface.expect(script).to(contain(name)) }
                        for key in surface.application.assembler.runtimeSchema().keys { surface.expect(script).to(contain(key)) }
                    }
                }
                // fish has no syntax-only mode.
                for (shell, path) in [(CompletionShell.bash, Optional("/bin/bash")), (.zsh, ShellScript.zsh)] {
                    let name = "writes a \(shell.rawValue) script \(shell.rawValue) -n accepts"
                    guard let path else {
                        pending("\(name) (skipped: \(shell.rawValue) is not installed; install it to run this check)")
                        continue
                    }
                    it(name) {
                        let surface = subject()
                        let script = await surface.run(["--generate-completion-script", shell.rawValue], root: root).output
                        let syntax = try await ShellScript.syntax(path, script: script, in: root)
                        surface.expect(syntax.standardError) == ""
                        surface.expect(syntax.exitCode) == 0
                    }
                }
                it("refuses a shell it does not know, as a usage error naming the shells it knows") {
                    let surface = subject()
                    let result = await surface.run(["--generate-completion-script", "tcsh"], root: root)
                    let shells = CompletionShell.allCases.map(\.rawValue).joined(separator: ", ")
                    surface.expect(result.status) == .usage
                    surface.expect(result.output) == ""
                    surface.expect(result.error).to(
                        beginWith(
                            "\(surface.application.name): error: The value 'tcsh' is invalid for '--generate-completion-script <shell>': expected "
                                + "one of: \(shells)\n"
                        )
                    )
                }
            }

            it("writes one mdoc manual page, as its snapshot, with the exit statuses") {
                let surface = subject()
                let manual = await surface.generated("--generate-manual", root: root)
                surface.expect(manual).to(matchSnapshot(named: "manual"))
                surface.expect(manual).to(contain(".Dt \(surface.application.name.uppercased()) 1\n"))
                surface.expect(manual).to(contain(".Sh EXIT STATUS\n"))
            }

            it("describes its command tree with --experimental-dump-help in swift-argument-parser's shape") {
                let surface = subject()
                let description = await surface.generated("--experimental-dump-help", root: root)
                let decoded = try JSONSerialization.jsonObject(with: Data(description.utf8)) as? [String: Any]
                surface.expect(decoded?["serializationVersion"] as? Int) == 0
                for name in surface.commandNames { surface.expect(description).to(contain("\"commandName\" : \"\(name)\"")) }
            }
        }
    }
}
