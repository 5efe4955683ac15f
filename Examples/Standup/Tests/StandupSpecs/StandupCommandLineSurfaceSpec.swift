import CompositionTesting
import SpecKit
import StandupAssemblies

/// What standup's command line shows of itself, through CompositionTesting's shared examples:
/// the three completion scripts (checked by their shells), the manual page and the tool
/// description, kept as snapshots in `__Snapshots__/StandupCommandLineSurfaceSpec/`. Here, what
/// only standup's say, at the depth `.inProcess`.
final class StandupCommandLineSurfaceSpec: Spec {
    override func spec() {
        describe("standup's command line") {
            itBehavesLike(CommandLineSurface.examples) { CommandLineSurface(StandupApp.application) }

            it("completes its commands and the values of team.source in bash") {
                try await StandupApp.application.test(.inProcess) { robot in
                    try await robot.arguments("--generate-completion-script", "bash").run()
                        .expectExitCode(0)
                        .expectOutput(contains: "'standup order'")
                        .expectOutput(contains: "'team.source=file'")
                }
            }
            it("lists --seed in the manual page") {
                try await StandupApp.application.test(.inProcess) { robot in
                    try await robot.arguments("--generate-manual").run().expectExitCode(0).expectOutput(contains: ".It Fl -seed Ar n")
                }
            }
        }
    }
}
