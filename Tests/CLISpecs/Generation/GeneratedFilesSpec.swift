import CLI
import SpecKit

/// What the generators write for the example tool, whole, as snapshots: the one place a change
/// to a generator shows as a changed file. An app's specs check properties of its own scripts
/// instead (CompositionTesting's `CommandLineSurface`), so that a new command or setting key
/// changes no snapshot of any app.
final class GeneratedFilesSpec: Spec {
    override func spec() {
        describe("the generators, on the example tool") {
            for shell in CompletionShell.allCases {
                it("write the \(shell.rawValue) completion script") {
                    expect(shell.script(for: ExampleTool.root)).to(matchSnapshot(named: "completion-\(shell.rawValue)"))
                }
            }
            for (flag, name) in [("--generate-manual", "manual"), ("--experimental-dump-help", "dump-help")] {
                it("write \(flag)'s output") {
                    guard case let .help(text) = try CommandParser(root: ExampleTool.root).parse([flag]) else {
                        return fail("expected \(flag) to print")
                    }
                    expect(text).to(matchSnapshot(named: name))
                }
            }
        }
    }
}
