import Foundation
import SpecKit
import SpecKitRobot

/// This test bundle, run again as `swift test` runs its Swift Testing process, with the fixtures
/// on; returns what it printed, and the SPECKIT_JUNIT and xUnit reports it wrote.
private func runBundle(_ arguments: [String], xunit: Bool = false) async throws -> (result: CommandResult, junit: String, xunit: String) {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("speckit-launch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let junit = folder.appendingPathComponent("junit.xml")
    let report = folder.appendingPathComponent("xunit-swift-testing.xml")
    let result = try await CommandRobot(executable: bundle)
        .arguments(["--testing-library", "swift-testing"] + arguments + (xunit ? ["--xunit-output", report.path] : []))
        .environment(["SPECKIT_FIXTURES": "1", "SPECKIT_JUNIT": junit.path])
        .timeLimit(.seconds(120))
        .run()
    let read = { (url: URL) in (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
    return (result, read(junit), read(report))
}

/// `swift test list`, `--filter` and `--xunit-output` reach single examples: the Swift Testing
/// process of `swift test` gets those options, and SpecKit reads them (LaunchHook).
final class LaunchHookSpec: Spec {
    override func spec() {
        describe("swift test list") {
            it("lists every example as Module.SpecClass/<test name>, after Swift Testing's tests") {
                let (result, _, _) = try await runBundle(["--list-tests", "--filter", "TestNameFixtureSpec"])
                expect(result.exitCode) == 0
                let lines = result.standardOutput.split(separator: "\n").map(String.init).filter { $0.hasPrefix("SpecKitSpecs.TestNameFixtureSpec/") }
                expect(lines) == [
                    "SpecKitSpecs.TestNameFixtureSpec/Stack pushes then pops",
                    "SpecKitSpecs.TestNameFixtureSpec/Stack pushes then pops 2",
                    "SpecKitSpecs.TestNameFixtureSpec/Stack when empty no values has no top peek",
                    "SpecKitSpecs.TestNameFixtureSpec/Stack peeks",
                ]
                expect(result.standardOutput).to(contain("specKitExamples_TestNameFixtureSpec"))
            }

            it("lists only what --filter selects") {
                let (result, _, _) = try await runBundle(["--list-tests", "--filter", "TestNameFixtureSpec/.*top"])
                let lines = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("SpecKitSpecs.TestNameFixtureSpec/") }
                expect(lines) == ["SpecKitSpecs.TestNameFixtureSpec/Stack when empty no values has no top peek"]
            }
        }

        describe("swift test --filter SpecClass/<part of a test name>") {
            it("runs just the examples whose test name matches") {
                let (result, junit, _) = try await runBundle(["--filter", "TestNameFixtureSpec/Stack pushes"])
                expect(result.exitCode) == 0
                result.expectError(contains: "SpecKit: 2 examples: 2 passed, 0 failed, 0 skipped.")
                expect(junit).to(contain("name=\"Stack pushes, then pops\""))
                expect(junit).notTo(contain("has no top"))
            }

            it("reports a failure at the expect's full path, as a whole run does") {
                let (result, junit, _) = try await runBundle(["--filter", "TestNameFixtureSpec/.*has no top"])
                expect(result.exitCode) != 0
                result.expectError(contains: "SpecKit: 1 example: 0 passed, 1 failed, 0 skipped.")
                result.expectError(
                    contains:
                        "/Tests/SpecKitSpecs/Fixtures/TestNameFixtures.swift:14: error: Stack when empty (no values) has no top/peek: expected to equal <none>, got <top>"
                )
                expect(junit.components(separatedBy: "<testcase ").count - 1) == 1
            }

            it("fails the run, saying so, when no example matches") {
                let (result, _, _) = try await runBundle(["--filter", "TestNameFixtureSpec/no such example"])
                expect(result.exitCode) == 64
                result.expectError(contains: "SpecKit: 0 examples: 0 passed, 0 failed, 0 skipped.")
                result.expectError(
                    contains:
                        "SpecKit: error: no example matches --filter TestNameFixtureSpec/no such example; swift test list prints the test name of every example"
                )
            }

            it("leaves out what --skip matches") {
                let (result, _, _) = try await runBundle(["--filter", "TestNameFixtureSpec", "--skip", "TestNameFixtureSpec/.*(top|2$)"])
                result.expectError(contains: "SpecKit: 2 examples: 1 passed, 0 failed, 1 skipped (1 pending).")
            }
        }

        describe("swift test --xunit-output") {
            it("holds one test case per example, named by its test name, instead of one per spec class") {
                let (result, _, xunit) = try await runBundle(["--filter", "TestNameFixtureSpec"], xunit: true)
                expect(result.exitCode) != 0
                expect(xunit).to(contain("<testsuite name=\"TestResults\""))
                expect(xunit).notTo(contain("specKitExamples_"))
                expect(xunit).to(
                    contain("<testsuite name=\"SpecKitSpecs.TestNameFixtureSpec\" tests=\"4\" failures=\"1\" errors=\"0\" skipped=\"1\"")
                )
                expect(xunit).to(contain("<testcase classname=\"SpecKitSpecs.TestNameFixtureSpec\" name=\"Stack pushes then pops 2\""))
                expect(xunit).to(contain("<skipped message=\"pending\"/>"))
                expect(xunit).to(contain("Tests/SpecKitSpecs/Fixtures/TestNameFixtures.swift:14: expected to equal &lt;none&gt;, got &lt;top&gt;"))
                expect(xunit).to(endWith("</testsuites>\n"))
            }
        }
    }
}
