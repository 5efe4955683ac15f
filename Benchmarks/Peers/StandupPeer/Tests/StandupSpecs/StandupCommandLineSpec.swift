import ArgumentParser
import Nimble
import Quick
import StandupAssemblies
import StandupCLI

/// What standup's command line shows of itself: help, version and completion scripts.
final class StandupCommandLineSpec: AsyncSpec {
    override class func spec() {
        describe("standup's command line") {
            func run(_ arguments: String...) async -> (status: Int32, output: String, error: String) {
                let console = BufferConsole()
                let status = await StandupApp.run(arguments, in: StandupApp.context(environment: [:], console: console))
                return (status, console.output, console.error)
            }

            it("lists its commands in --help") {
                let result = await run("--help")
                expect(result.status) == 0
                expect(result.output).to(contain("order"))
                expect(result.output).to(contain("members"))
                expect(result.output).to(contain("config"))
            }
            it("lists --seed in the help of order") {
                let run1 = await run("order", "--help")
                expect(run1.output).to(contain("--seed <n>"))
            }
            it("prints its version") {
                let run2 = await run("--version")
                expect(run2.output) == "1.0.0\n"
            }
            it("completes its commands in bash") {
                let script = StandupCommand.completionScript(for: .bash)
                expect(script).to(contain("order"))
                expect(script).to(contain("members"))
            }
            it("refuses an unknown command as a usage error") {
                let result = await run("shuffle")
                expect(result.status) == 64
                expect(result.error).toNot(beEmpty())
            }
        }
    }
}
