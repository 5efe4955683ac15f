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
            var robot: CommandRobot!
            var result: CommandResult!
            justBeforeEach { try await PeopleRouletteApp.application.test(.inProcess) { robot = $0 } }

            /// Runs the app in-process, at the depth `.inProcess`; `result` is what it did.
            func run(_ arguments: String...) async throws {
                result = try await robot.arguments(arguments).run()
            }

            describe("help") {
                for command in ["pick", "users", "refresh", "show", "history", "config", "graph"] {
                    it("shows the help of \(command), its complete usage line and no global-options block") {
                        try await run("help", command)
                        expect(result.exitCode) == ExitCode.success.rawValue
                        expect(result.standardOutput).to(matchSnapshot(named: "help-\(command)"))
                        expect(result.standardOutput).to(contain("--json"))
                        expect(result.standardOutput).toNot(contain("Print JSON instead of text"))
                    }
                }
                it("shows the exit statuses in the root help") {
                    try await run("--help")
                    expect(result.exitCode) == ExitCode.success.rawValue
                    expect(result.standardOutput).to(contain("EXIT STATUS:\n  0"))
                    expect(result.standardOutput).to(contain("  78 "))
                }
            }

            itBehavesLike(CommandLineSurface.examples) { CommandLineSurface(PeopleRouletteApp.application) }

            describe("completion scripts") {
                it("completes subcommands, options, --set keys and the values of choice keys, and the history limit") {
                    try await run("--generate-completion-script", "bash")
                    let script = result.standardOutput
                    expect(script).to(contain("'people-roulette pick'"))
                    expect(script).to(contain("storage.backend="))
                    expect(script).to(contain("people.source="))
                    expect(script).to(contain("'storage.backend=memory'"))
                    expect(script).to(contain("-n --limit"))
                }
                it("writes a bash script that completes") {
                    try await run("--generate-completion-script", "bash")
                    let completed = try await ShellScript.run(
                        "/bin/bash",
                        script: result.standardOutput,
                        in: robot.workingDirectory,
                        then: """
                            COMP_WORDS=(people-roulette --set stor); COMP_CWORD=2; _people_roulette; echo "${COMPREPLY[*]}"
                            COMP_WORDS=(people-roulette hi); COMP_CWORD=1; _people_roulette; echo "${COMPREPLY[*]}"
                            COMP_WORDS=(people-roulette --set storage.backend = ""); COMP_CWORD=4; _people_roulette; echo "${COMPREPLY[*]}"
                            COMP_WORDS=(people-roulette pick --set people.source = f); COMP_CWORD=5; _people_roulette; echo "${COMPREPLY[*]}"
                            """
                    )
                    expect(completed.exitCode) == 0
                    expect(completed.standardOutput) == "storage.backend= storage.path= storage.busy-timeout=\nhistory\nsqlite memory\nfile\n"
                }
            }

            describe("the manual page") {
                it("lists the history command with its limit") {
                    try await run("--generate-manual")
                    expect(result.exitCode) == ExitCode.success.rawValue
                    expect(result.standardOutput).to(contain(".It Nm history Op Fl -limit Ar n"))
                }
            }

            describe("generators on a normal run") {
                it("builds none of them: the --set keys are listed only when asked for") {
                    try await run("pick", "--set", "storage.backend=memory")
                    expect(result.exitCode) == ExitCode.success.rawValue
                    expect(result.standardOutput).toNot(contain("storage.backend="))
                }
            }
        }
    }
}
