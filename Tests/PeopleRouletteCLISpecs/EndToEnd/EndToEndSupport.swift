import CompositionTesting
import Foundation
import PeopleRouletteAssemblies
import SpecKit
import SpecKitRobot

/// The built people-roulette in a fresh temporary HOME (so its data lands in
/// `~/.local/share/people-roulette/`), without colour, with a generous time limit.
func peopleRoulette(_ environment: [String: String] = [:]) async throws -> CommandRobot {
    try await PeopleRouletteApp.application.test(.executable) { robot in
        robot.environment(["NO_COLOR": "1"].merging(environment) { _, new in new }).timeLimit(.seconds(60))
    }
}

extension CommandResult {
    /// Fails unless the program failed the way the issue asks for: `code`, nothing on standard
    /// output, and on standard error one `people-roulette: error:` line containing `message`
    /// (plus at most a hint line), never a crash or a stack trace.
    @discardableResult
    func expectFailure(
        _ code: Int32,
        saying message: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) -> CommandResult {
        expectExitCode(code, fileID: fileID, filePath: filePath, line: line, column: column)
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let first = lines.first.map(String.init) ?? ""
        let clean =
            first.hasPrefix("people-roulette: error: ") && first.contains(message)
            && (lines.count == 1 || (lines.count == 2 && lines.last?.hasPrefix("hint: ") == true))
        if !clean || !standardOutput.isEmpty {
            fail(
                "expected one error line containing \"\(message)\" (and at most a hint), and no output; got:\nstandard error:\n\(standardError)\nstandard output:\n\(standardOutput)",
                fileID: fileID,
                filePath: filePath,
                line: line,
                column: column
            )
        }
        return self
    }

    /// Fails unless the program failed as a usage error does: exit 64, `people-roulette: error:`
    /// and `message` on the first line, and the usage line last.
    @discardableResult
    func expectUsageError(
        saying message: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) -> CommandResult {
        expectExitCode(64, fileID: fileID, filePath: filePath, line: line, column: column)
        let lines = standardError.split(separator: "\n").map(String.init)
        let first = lines.first ?? ""
        if !(first.hasPrefix("people-roulette: error: ") && first.contains(message)) || lines.last?.hasPrefix("Usage: people-roulette") != true
            || !standardOutput.isEmpty
        {
            fail(
                "expected a usage error containing \"\(message)\"; got:\n\(standardError)",
                fileID: fileID,
                filePath: filePath,
                line: line,
                column: column
            )
        }
        return self
    }

    /// The rows of a table on standard output, without its header.
    var tableRows: [String] {
        Array(standardOutput.split(separator: "\n").dropFirst().map(String.init))
    }
}
