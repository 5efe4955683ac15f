import CLI
import Composition
import CompositionTesting
import Foundation
import Platform
import PlatformTesting
import SpecKit

/// `CommandLineSurface.examples` run in isolation against the example app, with the reference
/// (the manual page) of a spec file that lives in a temporary directory: they pass where its
/// reference is, and fail, naming the reference, when it differs or is missing. The completion
/// scripts and the dump are checked for what they must name, with no reference.
final class CommandLineSurfaceExamplesSpec: Spec {
    override func spec() {
        describe("CommandLineSurface.examples") {
            let directory = TemporaryDirectory(creating: ["work"])
            afterEach { directory.remove() }
            let snapshots = "__Snapshots__/GreeterSurfaceSpec"
            let group = "greeter a generated command line"

            /// Writes the reference `name` from what the app prints for `arguments`.
            func record(_ name: String, _ arguments: String...) async {
                let console = BufferedConsole()
                _ = await GreeterApp.application.run(arguments, platform: testPlatform(root: directory.url, console: console))
                directory.write("\(snapshots)/\(name).txt", console.output.text)
            }
            func recordEveryReference() async {
                await record("manual", "--generate-manual")
            }
            /// The shared examples, as a spec file of the temporary directory runs them.
            func runExamples() async -> SpecReport {
                let specFile = directory.path("GreeterSurfaceSpec.swift")
                return await SpecRunner.run {
                    describe("greeter") {
                        itBehavesLike(CommandLineSurface.examples) { CommandLineSurface(GreeterApp.application, filePath: specFile) }
                    }
                }
            }

            it("passes for any app whose references are in the spec's __Snapshots__ folder") {
                await recordEveryReference()
                let report = await runExamples()
                expect(report.failed.map(\.name)) == []
                expect(report.examples.count) == 8
                expect(report.skipped.map(\.name).filter { !$0.contains("zsh -n") }) == []
                expect(
                    report.example("\(group) completion scripts refuses a shell it does not know, as a usage error naming the shells it knows")?
                        .status
                ) == .passed
            }

            it("fails the example whose reference differs, naming the reference file, at the line that made the subject") {
                await recordEveryReference()
                directory.write("\(snapshots)/manual.txt", ".Dd an older manual\n")
                let report = await runExamples()
                let manual = "\(group) writes one mdoc manual page, as its snapshot, with the exit statuses"
                expect(report.failed.map(\.name)) == [manual]
                expect(report.example(manual)?.messages.first).to(contain(directory.path("\(snapshots)/manual.txt")))
                expect(report.example(manual)?.failures.first?.location.filePath) == directory.path("GreeterSurfaceSpec.swift")
            }

            it("fails only the manual page's example when the spec has recorded no reference") {
                let report = await runExamples()
                expect(report.failed.map(\.name)) == ["\(group) writes one mdoc manual page, as its snapshot, with the exit statuses"]
                expect(report.passed.map(\.name)).to(
                    contain("\(group) completion scripts writes a bash script naming every command and every setting key")
                )
            }
        }
    }
}
