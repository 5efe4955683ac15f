import Foundation
import SpecKit
import SpecKitRobot

/// This test bundle, run again with `arguments` and nothing else of `swift test`'s.
private func runBundle(_ arguments: [String]) async throws -> CommandResult {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    return try await CommandRobot(executable: bundle).arguments(arguments).timeLimit(.seconds(120)).run()
}

private let bundle = "/p/.build/debug/RoulettePackageTests.xctest"

/// The command line SpecKit rewrites before `main` must be in the shape SwiftPM hands today, and
/// Swift Testing must read the rewrite; in any other shape the run fails with one line.
final class CommandLineShapeSpec: Spec {
    override func spec() {
        describe("the command line before main") {
            it("is known as SwiftPM starts the Swift Testing and the XCTest processes") {
                let swiftTesting = [
                    bundle, "--filter", "StackSpec", "--xunit-output", "/t/x-swift-testing.xml", "--testing-library", "swift-testing",
                ]
                expect(CommandLineShape.atLaunch(TestCommandLine(arguments: swiftTesting))).to(beNil())
                expect(CommandLineShape.atLaunch(TestCommandLine(arguments: [bundle, "--dump-tests-json"]))).to(beNil())
                expect(CommandLineShape.atLaunch(TestCommandLine(arguments: [bundle, "''"]))).to(beNil())
                expect(CommandLineShape.atLaunch(TestCommandLine(arguments: [bundle, "--list-tests"]))).to(beNil())
                expect(CommandLineShape.atLaunch(TestCommandLine(arguments: [bundle, "--testing-library", "xctest", "Module.Case/test"]))).to(beNil())
            }

            it("is unknown with a testing library SwiftPM's runner did not know") {
                let line = TestCommandLine(arguments: [bundle, "--testing-library", "swift-testing-2"])
                expect(CommandLineShape.atLaunch(line)?.found) == "--testing-library swift-testing-2; SpecKit knows swift-testing and xctest"
            }

            it("is unknown with Swift Testing's options but no --testing-library swift-testing") {
                expect(CommandLineShape.atLaunch(TestCommandLine(arguments: [bundle, "--filter", "StackSpec"]))?.found)
                    == "--filter in a process SwiftPM did not start with --testing-library swift-testing"
                let xunit = TestCommandLine(arguments: [bundle, "--testing-library", "xctest", "--xunit-output", "/t/x.xml"])
                expect(CommandLineShape.atLaunch(xunit)?.found)
                    == "--xunit-output in a process SwiftPM did not start with --testing-library swift-testing"
            }

            it("ends the process before main, with the line and status 70, when unknown") {
                let result = try await runBundle(["--filter", "StackSpec"])
                expect(result.exitCode) == 70
                result.expectError(
                    contains:
                        "SpecKit: error: \(Toolchain.description): SpecKit cannot make swift test's --filter, --skip and list reach single examples "
                        + "(--filter in a process SwiftPM did not start with --testing-library swift-testing); upgrade SpecKit, "
                        + "or set SPECKIT_COMMAND_LINE=0 to run without it"
                )
            }
        }

        describe("the command line Swift Testing read") {
            let widened = TestCommandLine.widened("StackSpec/pushes")

            it("is known when it names Swift Testing and holds every pattern SpecKit widened") {
                let arguments = [bundle, "--filter", widened, "--filter=\(TestCommandLine.widened("Queue"))", "--testing-library", "swift-testing"]
                expect(CommandLineShape.inSwiftTesting(arguments: arguments, hookRan: true, widened: 2)).to(beNil())
            }

            it("is unknown when SpecKit's initializer did not run before main") {
                let arguments = [bundle, "--filter", "StackSpec/pushes", "--testing-library", "swift-testing"]
                expect(CommandLineShape.inSwiftTesting(arguments: arguments, hookRan: false, widened: 0)?.found)
                    == "the initializer SpecKit places in .init_array did not run before main"
            }

            it("is unknown when it does not name Swift Testing") {
                expect(CommandLineShape.inSwiftTesting(arguments: [bundle, "--filter", widened], hookRan: true, widened: 1)?.found)
                    == "Swift Testing runs in a process whose command line has no --testing-library swift-testing"
            }

            it("is unknown when it holds the patterns as they were before SpecKit widened them") {
                let arguments = [bundle, "--filter", "StackSpec/pushes", "--testing-library", "swift-testing"]
                expect(CommandLineShape.inSwiftTesting(arguments: arguments, hookRan: true, widened: 1)?.found)
                    == "the process read 0 of the 1 --filter patterns SpecKit widened before main"
            }
        }

        describe("the spec classes' tests Swift Testing ran under a widened --filter") {
            let every = ["M.QueueSpec", "M.StackSpec"]

            it("is known when every spec class's test ran, or was skipped by --skip") {
                expect(CommandLineShape.atExit(everySpec: every, ran: ["M.QueueSpec", "M.StackSpec"], skips: [])).to(beNil())
                expect(CommandLineShape.atExit(everySpec: every, ran: ["M.StackSpec"], skips: ["QueueSpec"])).to(beNil())
            }

            it("is unknown when the test of a spec class the filter keeps did not run") {
                expect(CommandLineShape.atExit(everySpec: every, ran: [], skips: ["Other"])?.found)
                    == "Swift Testing did not run the tests of 2 spec classes, M.QueueSpec first, that the widened --filter keeps"
            }
        }
    }
}
