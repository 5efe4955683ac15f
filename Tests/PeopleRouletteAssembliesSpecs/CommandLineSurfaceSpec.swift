import Composition
import CompositionTesting
import Foundation
import PeopleRouletteAssemblies
import Platform
import SpecKit
import SpecKitRobot

/// Everything people-roulette's command line shows of itself, kept as snapshots: every help
/// screen, the three completion scripts, the manual page and the tool description. The scripts
/// are checked by their shells.
final class CommandLineSurfaceSpec: Spec {
    override func spec() {
        describe("people-roulette's command line") {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("CommandLineSurfaceSpec-\(UUID().uuidString)")
            afterEach { try? FileManager.default.removeItem(at: root) }
            let console = BufferedConsole()

            func run(_ arguments: String...) async -> ExitCode {
                await PeopleRouletteApp.application.run(arguments, platform: .doubles(root: root, console: console))
            }

            describe("help") {
                for command in ["pick", "users", "refresh", "show", "history", "config", "graph"] {
                    it("shows the help of \(command), its complete usage line and no global-options block") {
                        do { let status = await run("help", command); expect(status) == .success }
                        expect(console.output.text).to(matchSnapshot(named: "help-\(command)"))
                        expect(console.output.text).to(contain("--json"))
                        expect(console.output.text).toNot(contain("Print JSON instead of text"))
                    }
                }
                it("shows the exit statuses in the root help") {
                    do { let status = await run("--help"); expect(status) == .success }
                    expect(console.output.text).to(contain("EXIT STATUS:\n  0"))
                    expect(console.output.text).to(contain("  78 "))
                }
            }

            describe("completion scripts") {
                for shell in ["bash", "zsh", "fish"] {
                    it("writes the \(shell) script") {
                        do { let status = await run("--generate-completion-script", shell); expect(status) == .success }
                        expect(console.output.text).to(matchSnapshot(named: "completion-\(shell)"))
                    }
                }
                it("completes subcommands, options, --set keys and the values of choice keys, and the history limit") {
                    _ = await run("--generate-completion-script", "bash")
                    let script = console.output.text
                    expect(script).to(contain("'people-roulette pick'"))
                    expect(script).to(contain("storage.backend="))
                    expect(script).to(contain("people.source="))
                    expect(script).to(contain("'storage.backend=memory'"))
                    expect(script).to(contain("-n --limit"))
                }
                it("writes a bash script bash accepts, and that completes") {
                    _ = await run("--generate-completion-script", "bash")
                    let result = try await ShellScript.run("/bin/bash", script: console.output.text, in: root, then: """
                        COMP_WORDS=(people-roulette --set stor); COMP_CWORD=2; _people_roulette; echo "${COMPREPLY[*]}"
                        COMP_WORDS=(people-roulette hi); COMP_CWORD=1; _people_roulette; echo "${COMPREPLY[*]}"
                        COMP_WORDS=(people-roulette --set storage.backend = ""); COMP_CWORD=4; _people_roulette; echo "${COMPREPLY[*]}"
                        COMP_WORDS=(people-roulette pick --set people.source = f); COMP_CWORD=5; _people_roulette; echo "${COMPREPLY[*]}"
                        """)
                    expect(result.exitCode) == 0
                    expect(result.standardOutput) == "storage.backend= storage.path= storage.busy-timeout=\nhistory\nsqlite memory\nfile\n"
                    let syntax = try await ShellScript.syntax("/bin/bash", script: console.output.text, in: root)
                    expect(syntax.exitCode) == 0
                }
                if let zsh = ShellScript.zsh {
                    it("writes a zsh script zsh -n accepts") {
                        _ = await run("--generate-completion-script", "zsh")
                        let syntax = try await ShellScript.syntax(zsh, script: console.output.text, in: root)
                        expect(syntax.standardError) == ""
                        expect(syntax.exitCode) == 0
                    }
                } else {
                    pending("writes a zsh script zsh -n accepts (skipped: zsh is not installed here; .ci/run installs it)")
                }
                it("refuses a shell it does not know, as a usage error") {
                    do { let status = await run("--generate-completion-script", "tcsh"); expect(status) == .usage }
                    expect(console.error.text).to(beginWith("people-roulette: error: The value 'tcsh' is invalid for '--generate-completion-script <shell>': expected one of: bash, zsh, fish\n"))
                }
            }

            describe("the manual page") {
                it("is one mdoc page with every command, option and exit status") {
                    do { let status = await run("--generate-manual"); expect(status) == .success }
                    expect(console.output.text).to(matchSnapshot(named: "manual"))
                    expect(console.output.text).to(contain(".Dt PEOPLE-ROULETTE 1"))
                    expect(console.output.text).to(contain(".It Nm history Op Fl -limit Ar n"))
                    expect(console.output.text).to(contain(".Sh EXIT STATUS"))
                }
            }

            describe("--experimental-dump-help") {
                it("describes the command tree in swift-argument-parser's shape") {
                    do { let status = await run("--experimental-dump-help"); expect(status) == .success }
                    expect(console.output.text).to(matchSnapshot(named: "dump-help"))
                    expect(console.output.text).to(contain("\"serializationVersion\" : 0"))
                }
            }

            describe("generators on a normal run") {
                it("builds none of them: the --set keys are listed only when asked for") {
                    do { let status = await run("pick", "--set", "storage.backend=memory"); expect(status) == .success }
                    expect(console.output.text).toNot(contain("storage.backend="))
                }
            }
        }
    }
}
