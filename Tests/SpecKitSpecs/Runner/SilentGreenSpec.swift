import Foundation
import SpecKit
import SpecKitRobot

/// Runs the fixture spec classes matching `filters` in this test bundle, again, in a child process,
/// with a JUnit report; returns what it printed and the report.
private func runFixtureSpecs(_ filters: String...) async throws -> (result: CommandResult, junit: String) {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    let report = FileManager.default.temporaryDirectory
        .appendingPathComponent("speckit-silent-green-\(UUID().uuidString)")
        .appendingPathComponent("junit.xml")
    defer { try? FileManager.default.removeItem(at: report.deletingLastPathComponent()) }
    let result = try await CommandRobot(executable: bundle)
        .arguments(["--testing-library", "swift-testing"] + filters.flatMap { ["--filter", $0] })
        .environment(["SPECKIT_FIXTURES": "1", "SPECKIT_JUNIT": report.path])
        .timeLimit(.seconds(120))
        .run()
    let junit = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
    return (result, junit)
}

/// No silent green: each way a Quick suite could pass while a failure is lost or its examples never
/// run fails the run, with the summary line and the JUnit report still written.
final class SilentGreenSpec: Spec {
    override func spec() {
        describe("a spec class no plugin found") {
            it("fails the run, naming the plugin") {
                let (result, junit) = try await runFixtureSpecs("UnpluggedFixtureSpec", "SpecCensus")
                expect(result.exitCode) != 0
                result.expectError(contains: "SpecKitSpecs.UnpluggedFixtureSpec")
                result.expectError(contains: "SpecKitPlugin")
                result.expectError(contains: "1 failed")
                expect(junit).to(contain("UnpluggedFixtureSpec"))
                expect(junit).to(contain("<failure"))
            }
        }

        describe("XCTest assertions inside an example") {
            it("fail the example") {
                let (result, junit) = try await runFixtureSpecs("XCTAssertFixtureSpec")
                expect(result.exitCode) != 0
                result.expectError(contains: "SpecKit: 2 examples: 0 passed, 2 failed")
                result.expectError(
                    contains:
                        "/Tests/SpecKitSpecs/Fixtures/SilentGreenFixtures.swift:28: error: XCTest assertions fail with XCTAssertEqual: XCTAssertEqual failed"
                )
                result.expectError(contains: "failed by XCTFail")
                expect(junit).to(contain("SilentGreenFixtures.swift"))
                expect(junit.components(separatedBy: "<failure").count - 1) == 2
            }
        }

        describe("an expect in a dispatch callback") {
            it("fails its example, inside waitUntil too") {
                let (result, junit) = try await runFixtureSpecs("CallbackFixtureSpec")
                expect(result.exitCode) != 0
                result.expectError(contains: "SpecKit: 2 examples: 0 passed, 2 failed")
                result.expectError(
                    contains:
                        "/Tests/SpecKitSpecs/Fixtures/SilentGreenFixtures.swift:43: error: a callback fails on a dispatch queue: expected to equal <2>, got <1>"
                )
                expect(junit).to(contain("expected to equal &lt;2&gt;, got &lt;1&gt;"))
                expect(junit).to(contain("expected to equal &lt;on time&gt;, got &lt;late&gt;"))
            }
        }

        describe("a task that fails after its example ended") {
            it("fails the next example or the run") {
                let (result, junit) = try await runFixtureSpecs("LateTaskFixtureSpec")
                expect(result.exitCode) != 0
                result.expectError(contains: "SpecKit: ")
                result.expectError(contains: "1 failed")
                expect(junit).to(contain("expected to equal &lt;within the example&gt;, got &lt;after the end&gt;"))
            }
        }

        describe("a subclass of a base spec class") {
            it("runs") {
                let (result, junit) = try await runFixtureSpecs("DerivedFixtureSpec")
                expect(result.exitCode) != 0
                result.expectError(contains: "SpecKit: 1 example: 0 passed, 1 failed")
                expect(junit).to(contain("runs as a subclass of a base spec"))
            }
        }

        describe("itBehavesLike with a name no one declared") {
            it("fails the run") {
                let (result, junit) = try await runFixtureSpecs("UnknownBehaviorFixtureSpec")
                expect(result.exitCode) != 0
                result.expectError(contains: "no shared examples named \"a behaviour no one declared\"")
                result.expectError(contains: "1 failed")
                expect(junit).to(contain("<failure"))
            }
        }
    }
}
