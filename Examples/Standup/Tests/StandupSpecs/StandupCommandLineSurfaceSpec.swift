import Composition
import CompositionTesting
import Foundation
import Platform
import SpecKit
import StandupAssemblies

/// What standup's command line shows of itself, through CompositionTesting's shared examples:
/// the three completion scripts (checked by their shells), the manual page and the tool
/// description, kept as snapshots in `__Snapshots__/StandupCommandLineSurfaceSpec/`. Here, what
/// only standup's say.
final class StandupCommandLineSurfaceSpec: Spec {
    override func spec() {
        describe("standup's command line") {
            let directory = TemporaryDirectory()
            afterEach { directory.remove() }
            var console = BufferedConsole()
            beforeEach { console = BufferedConsole() }

            func run(_ arguments: String...) async -> ExitCode {
                await StandupApp.application.run(arguments, platform: .doubles(root: directory.url, console: console))
            }

            itBehavesLike(CommandLineSurface.examples) { CommandLineSurface(StandupApp.application) }

            it("completes its commands and the values of team.source in bash") {
                do { let status = await run("--generate-completion-script", "bash"); expect(status) == .success }
                expect(console.output.text).to(contain("'standup order'"))
                expect(console.output.text).to(contain("'team.source=file'"))
            }
            it("lists --seed in the manual page") {
                do { let status = await run("--generate-manual"); expect(status) == .success }
                expect(console.output.text).to(contain(".It Fl -seed Ar n"))
            }
        }
    }
}
