import Foundation
import SpecKit
import SpecKitRobot

/// This test bundle, run again in a child process with the fixtures on.
private func runFixture(_ arguments: String...) async throws -> CommandResult {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    return try await CommandRobot(executable: bundle)
        .arguments(arguments)
        .environment(["SPECKIT_FIXTURES": "1"])
        .timeLimit(.seconds(120))
        .run()
}

final class UnattendedFailureSpec: Spec {
    override func spec() {
        describe("a failing expect outside any SpecKit example") {
            it("fails the Swift Testing test it runs in") {
                let result = try await runFixture("--testing-library", "swift-testing", "--filter", "failingExpectInsideATest")
                expect(result.exitCode) != 0
                let output = result.standardOutput + result.standardError
                expect(output).to(contain("Test failingExpectInsideATest() recorded an issue at LostExpectationFixtures.swift:"))
                expect(output).to(contain("expected to equal <3>, got <2>"))
                expect(output).to(contain("Test failingExpectInsideATest() failed"))
            }

            it("fails the XCTest method it runs in, every time") {
                let result = try await runFixture("SpecKitSpecs.LostExpectationXCTestFixtures")
                expect(result.exitCode) != 0
                let output = result.standardOutput + result.standardError
                expect(output).to(contain("expected to equal <5>, got <4>"))
                expect(output).to(contain("expected to be empty, got <[1]>"))
                expect(output).to(contain("Executed 2 tests, with 2 failures"))
                // Both at the user's line, with the full path, the first one too (XCTest reports it).
                expect(output).to(contain("/Tests/SpecKitSpecs/Fixtures/LostExpectationFixtures.swift:29: error: "))
                expect(output).to(contain("/Tests/SpecKitSpecs/Fixtures/LostExpectationFixtures.swift:34: error: "))
                expect(output).toNot(contain("UnattendedFailure.swift"))
            }

            it("fails the process loudly when no test runs") {
                let result = try await runFixture("--testing-library", "swift-testing", "--filter", "failingExpectInADetachedTask")
                expect(result.exitCode) == 70
                result.expectError(contains: "SpecKit: an expectation failed outside any test")
                result.expectError(contains: "expected to equal <found>, got <lost>")
            }
        }
    }
}
