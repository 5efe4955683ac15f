import Foundation
import SpecKit
import SpecKitRobot

/// Runs the fixture spec class `spec` of this test bundle again in a child process, keeping its
/// lists of failed and running examples in `build`.
private func runFixture(_ filter: String, build: String, environment: [String: String] = [:]) async throws -> CommandResult {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    return try await CommandRobot(executable: bundle)
        .arguments(["--testing-library", "swift-testing", "--filter", filter])
        .environment(["SPECKIT_FIXTURES": "1", "SPECKIT_BUILD_DIR": build].merging(environment) { _, given in given })
        .timeLimit(.seconds(120))
        .run()
}

/// An example that crashes or hangs is named, and counts as failed, instead of taking the run's
/// record down with it.
final class CrashAndHangSpec: Spec {
    override func spec() {
        var build = ""
        beforeEach { build = FileManager.default.temporaryDirectory.appendingPathComponent("speckit-crash-\(UUID().uuidString)").path }
        afterEach { try? FileManager.default.removeItem(atPath: build) }

        describe("an example that crashes") {
            it("is named on the console, and the next run lists it as failed") {
                let crashed = try await runFixture("CrashFixtureSpec", build: build)
                expect(crashed.exitCode) != 0
                crashed.expectError(contains: "SpecKit: the process crashed while running:")
                crashed.expectError(contains: "SpecKitSpecs.CrashFixtureSpec\ta crash reads past the end of an array")

                let next = try await runFixture("CrashFixtureSpec/.*passes first", build: build)
                expect(next.exitCode) == 0
                next.expectError(
                    contains: "the previous run died while running SpecKitSpecs.CrashFixtureSpec: a crash reads past the end of an array"
                )
                expect(try FailedExamplesFile(buildDirectory: build).read()) == [
                    ExampleKey(spec: "SpecKitSpecs.CrashFixtureSpec", name: "a crash reads past the end of an array")
                ]
            }
        }

        describe("an example that never ends") {
            it("fails by name after the time limit, with the run's reports written") {
                let result = try await runFixture("HangFixtureSpec", build: build, environment: ["SPECKIT_TIMEOUT": "1"])
                expect(result.exitCode) == 1
                result.expectError(contains: "✘ HangFixtureSpec: a hang waits for ever failed at CrashAndHangFixtures.swift:")
                result.expectError(contains: "timed out after 1 s (SPECKIT_TIMEOUT)")
                result.expectError(contains: "SpecKit: 1 example: 0 passed, 1 failed, 0 skipped.")
                expect(try FailedExamplesFile(buildDirectory: build).read()) == [
                    ExampleKey(spec: "SpecKitSpecs.HangFixtureSpec", name: "a hang waits for ever")
                ]
            }
        }
    }
}
