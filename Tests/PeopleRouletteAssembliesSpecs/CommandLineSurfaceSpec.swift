import Composition
import CompositionTesting
import Foundation
import PeopleRouletteAssemblies
import Platform
import SpecKit
import SpecKitRobot

/// Everything people-roulette's command line shows of itself, kept as snapshots: every help
/// screen here, and through CompositionTesting's `CommandLineSurface.examples` the three
/// completion scripts (checked by their shells), the manual page and the tool description, in
/// this spec's `__Snapshots__/CommandLineSurfaceSpec/`. Here too what only this app's
/// completions and manual say.
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

            itBehavesLike(CommandLineSurface.examples) { CommandLineSurface(PeopleRouletteApp.application) }

            describe("completion scripts") {
                it("completes subcommands, options, --set keys and the values of choice keys, and the history limit") {
                    _ = await run("--generate-completion-script", "bash")
                    let script = console.output.text
                    expect(script).to(contain("'people-roulette pick'"))
                    expect(script).to(contain("storage.backend="))
                    expect(script).to(contain("people.source="))
                    expect(script).to(contain("'storage.backend=memory'"))
                    expect(script).to(contain("-n --limit"))
                }
                it("writes a bash script that completes") {
                    _ = await run("--generate-completion-script", "bash")
                    let result = try await ShellScript.run("/bin/bash", script: console.output.text, in: root, then: """
                        COMP_WORDS=(people-roulette --set stor); COMP_CWORD=2; _people_roulette; echo "${COMPREPLY[*]}"
                        COMP_WORDS=(people-roulette hi); COMP_CWORD=1; _people_roulette; echo "${COMPREPLY[*]}"
                        COMP_WORDS=(people-roulette --set storage.backend = ""); COMP_CWORD=4; _people_roulette; echo "${COMPREPLY[*]}"
                        COMP_WORDS=(people-roulette pick --set people.source = f); COMP_CWORD=5; _people_roulette; echo "${COMPREPLY[*]}"
                        """)
                    expect(result.exitCode) == 0
                    expect(result.standardOutput) == "storage.backend= storage.path= storage.busy-timeout=\nhistory\nsqlite memory\nfile\n"
                }
            }

            describe("the manual page") {
                it("lists the history command with its limit") {
                    do { let status = await run("--generate-manual"); expect(status) == .success }
                    expect(console.output.text).to(contain(".It Nm history Op Fl -limit Ar n"))
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
