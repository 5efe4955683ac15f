import CompositionTesting
import FxAssemblies
import SpecKit

/// What fx's command line shows of itself, through CompositionTesting's shared examples: the
/// three completion scripts (checked by their shells), the manual page and the tool description,
/// kept as snapshots in `__Snapshots__/FxCommandLineSurfaceSpec/`.
final class FxCommandLineSurfaceSpec: Spec {
    override func spec() {
        describe("fx's command line") {
            itBehavesLike(CommandLineSurface.examples) { CommandLineSurface(FxApp.application) }

            it("completes its commands and the values of rates.source in bash") {
                try await FxApp.application.test(.inProcess) { robot in
                    try await robot.arguments("--generate-completion-script", "bash").run()
                        .expectExitCode(0)
                        .expectOutput(contains: "'fx convert'")
                        .expectOutput(contains: "'rates.source=http'")
                }
            }
        }
    }
}
