import Foundation
import SpecKit

/// What a program run by a `CommandRobot` did, with fluent assertions that fail the example at
/// the line of the assertion:
///
/// ```swift
/// try await robot.arguments("pick", "5").run()
///     .expectExitCode(65)
///     .expectError(contains: "only 3 people")
///     .expectFile(at: "~/.people-roulette/people.sqlite")
/// ```
public struct CommandResult: Sendable {
    /// The command as a shell would show it, for messages.
    public let commandLine: String
    /// The exit status; 128 plus the signal number when a signal ended the program.
    public let exitCode: Int32
    /// The signal that ended the program, if one did.
    public let signal: Int32?
    /// Whether the program was killed at the robot's time limit.
    public let timedOut: Bool
    /// Everything written to standard output.
    public let standardOutputData: Data
    /// Everything written to standard error.
    public let standardErrorData: Data
    let directories: RobotDirectories

    /// Standard output, decoded as UTF-8.
    public var standardOutput: String { String(decoding: standardOutputData, as: UTF8.self) }
    /// Standard error, decoded as UTF-8.
    public var standardError: String { String(decoding: standardErrorData, as: UTF8.self) }
    /// The program's temporary HOME.
    public var home: URL { directories.home }
    /// The directory the program ran in.
    public var workingDirectory: URL { directories.workingDirectory }

    /// Fails unless the program exited with `code`.
    @discardableResult
    public func expectExitCode(
        _ code: Int32,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) -> CommandResult {
        if exitCode != code {
            let how = signal.map { "was killed by signal \($0)\(timedOut ? " at its time limit" : "")" } ?? "exited with \(exitCode)"
            fail("expected \(commandLine) to exit with \(code), but it \(how)\n\(outputSummary)", fileID, filePath, line, column)
        }
        return self
    }

    /// Fails unless standard output contains `text`.
    @discardableResult
    public func expectOutput(
        contains text: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) -> CommandResult {
        expect("standard output", standardOutput, contains: text, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Fails unless standard output is exactly `text`, showing a line diff when it is not.
    @discardableResult
    public func expectOutput(
        equals text: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) -> CommandResult {
        expect("standard output", standardOutput, equals: text, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Fails unless standard error contains `text`.
    @discardableResult
    public func expectError(
        contains text: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) -> CommandResult {
        expect("standard error", standardError, contains: text, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Fails unless standard error is exactly `text` (`""` for a program that must write none),
    /// showing a line diff when it is not.
    @discardableResult
    public func expectError(
        equals text: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) -> CommandResult {
        expect("standard error", standardError, equals: text, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func expect(_ stream: String, _ content: String, contains text: String, _ location: CodeLocation) -> CommandResult {
        if !content.contains(text) {
            ExampleRecorder.fail(
                "expected the \(stream) of \(commandLine) to contain \(bracketed(text))\n\(Self.section(stream, content))",
                at: location
            )
        }
        return self
    }

    private func expect(_ stream: String, _ content: String, equals text: String, _ location: CodeLocation) -> CommandResult {
        if content != text {
            ExampleRecorder.fail(
                "expected the \(stream) of \(commandLine) to equal the expected text\n\(TextDifference.describe(expected: text, actual: content))",
                at: location
            )
        }
        return self
    }

    /// Fails unless the file exists and, when `text` is given, contains it. `~/x` is inside the
    /// temporary HOME, a relative path inside the working directory.
    @discardableResult
    public func expectFile(
        at path: String,
        contains text: String? = nil,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) -> CommandResult {
        expectFile(
            at: directories.resolve(path),
            named: path,
            contains: text,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Fails unless the file exists and, when `text` is given, contains it.
    @discardableResult
    public func expectFile(
        at url: URL,
        contains text: String? = nil,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) -> CommandResult {
        expectFile(at: url, named: url.path, contains: text, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func expectFile(at url: URL, named name: String, contains text: String?, _ location: CodeLocation) -> CommandResult {
        guard let data = try? Data(contentsOf: url) else {
            ExampleRecorder.fail(
                "expected \(commandLine) to leave a file at \(name) (\(url.path)), but there is none\n\(outputSummary)",
                at: location
            )
            return self
        }
        if let text {
            let content = String(decoding: data, as: UTF8.self)
            if !content.contains(text) {
                ExampleRecorder.fail("expected the file \(name) to contain \(bracketed(text))\n\(Self.section("the file", content))", at: location)
            }
        }
        return self
    }

    private func fail(_ message: String, _ fileID: String, _ filePath: String, _ line: Int, _ column: Int) {
        ExampleRecorder.fail(message, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Both outputs, for failure messages.
    var outputSummary: String {
        Self.section("standard output", standardOutput) + "\n" + Self.section("standard error", standardError)
    }

    /// A labelled block of text, at most 40 lines (the last ones, where errors usually are).
    static func section(_ title: String, _ text: String) -> String {
        guard !text.isEmpty else { return "\(title): (empty)" }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let limit = 40
        let shown = lines.suffix(limit).map { "  | \($0)" }
        let cut = lines.count > limit ? "  (\(lines.count - limit) earlier lines not shown)\n" : ""
        return "\(title):\n" + cut + shown.joined(separator: "\n")
    }
}
