import Foundation
import SpecKit

/// Drives a command-line program in end-to-end specs: runs it with arguments, environment,
/// standard input, a temporary HOME and working directory and a time limit, then checks what it
/// did through fluent steps on its `CommandResult`.
///
/// ```swift
/// it("picks two people") {
///     let robot = try CommandRobot.builtProduct(named: "people-roulette")
///         .environment(["PEOPLE_SOURCE": "bundled"])
///         .timeLimit(.seconds(20))
///     try await robot.arguments("pick", "2", "--seed", "7").run()
///         .expectExitCode(0)
///         .expectOutput(contains: "Ada")
///         .expectError(equals: "")
/// }
/// ```
///
/// The program starts from a minimal environment, not this process's: only `PATH` (this
/// process's) and `HOME` (the robot's temporary home), plus what `environment(_:)` adds.
///
/// Directories: a robot gets a new temporary HOME (`home`) and working directory
/// (`workingDirectory`) when it is created; its fluent copies and results share them, so several
/// runs of one robot see each other's files, and a spec can put files there before a run and look
/// at them after. They are deleted when the robot, its copies and results are all gone; create the
/// robot inside the example, or in a `describe` (run afresh for every example), to get new ones
/// for every example.
///
/// Fluent steps return a modified copy; `arguments` replaces the arguments, `environment` adds to
/// the variables.
///
/// A robot can also drive a program that runs in this process (`init(name:inProcess:)`): the
/// same steps and results, with the program's own doubles in place of a process.
public struct CommandRobot: Sendable {
    /// The program that runs; for a robot of an in-process program, a path whose last component
    /// is the program's name, which nothing runs.
    public let executable: URL
    private var inProcess: (@Sendable (Invocation) async -> InProcessExit)?
    private var argumentList: [String] = []
    private var extraEnvironment: [String: String] = [:]
    private var input = Data()
    private var limit: Duration = .seconds(30)
    private let directories: RobotDirectories

    /// A robot for the program at `executable`, with new temporary directories.
    public init(executable: URL) {
        self.executable = executable
        directories = RobotDirectories()
    }

    /// A robot for a program that runs in this process: `run` calls `body` with the invocation,
    /// on the robot's temporary directories, and makes a `CommandResult` of what it returns. The
    /// time limit and standard input are the body's to honour.
    ///
    /// ```swift
    /// let robot = CommandRobot(name: "greeter") { invocation in
    ///     let console = BufferedConsole()
    ///     let status = await GreeterApp.application.run(invocation.arguments, platform: .doubles(root: invocation.root, console: console))
    ///     return .init(exitCode: status.rawValue, standardOutput: console.output.text, standardError: console.error.text)
    /// }
    /// ```
    public init(name: String, inProcess body: @escaping @Sendable (Invocation) async -> InProcessExit) {
        executable = URL(fileURLWithPath: "/").appendingPathComponent(name)
        directories = RobotDirectories()
        inProcess = body
    }

    /// What an in-process program is given by `run`.
    public struct Invocation: Sendable {
        /// The arguments, without the program's name.
        public let arguments: [String]
        /// The environment: `PATH`, `HOME` and what `environment(_:)` added.
        public let environment: [String: String]
        /// The standard input set by `standardInput(_:)`, or empty.
        public let standardInput: Data
        /// The temporary directory that holds `home` and `work`: the root a program's file
        /// locations are fixed under (`PlatformServices.doubles(root:)`).
        public let root: URL
    }

    /// What an in-process program did: its exit status and what it wrote.
    public struct InProcessExit: Sendable {
        /// The exit status.
        public let exitCode: Int32
        /// Everything written to standard output.
        public let standardOutput: String
        /// Everything written to standard error.
        public let standardError: String

        /// An exit status and what the program wrote.
        public init(exitCode: Int32, standardOutput: String, standardError: String) {
            self.exitCode = exitCode
            self.standardOutput = standardOutput
            self.standardError = standardError
        }
    }

    /// The temporary directory given to the program as `HOME`.
    public var home: URL { directories.home }

    /// The temporary directory the program runs in; relative paths are relative to it.
    public var workingDirectory: URL { directories.workingDirectory }

    /// The same robot with these arguments (replacing any given before).
    public func arguments(_ arguments: String...) -> CommandRobot {
        self.arguments(arguments)
    }

    /// The same robot with these arguments (replacing any given before).
    public func arguments(_ arguments: [String]) -> CommandRobot {
        var copy = self
        copy.argumentList = arguments
        return copy
    }

    /// The same robot with these environment variables added (a variable given again replaces
    /// the earlier value, `HOME` and `PATH` included).
    public func environment(_ variables: [String: String]) -> CommandRobot {
        var copy = self
        copy.extraEnvironment.merge(variables) { _, new in new }
        return copy
    }

    /// The same robot with this text (UTF-8) as standard input. Without it the program reads an
    /// empty standard input.
    public func standardInput(_ text: String) -> CommandRobot {
        standardInput(Data(text.utf8))
    }

    /// The same robot with these bytes as standard input.
    public func standardInput(_ data: Data) -> CommandRobot {
        var copy = self
        copy.input = data
        return copy
    }

    /// The same robot with a time limit (30 seconds unless given): a program still running then
    /// is killed, and the example fails saying so.
    public func timeLimit(_ duration: Duration) -> CommandRobot {
        var copy = self
        copy.limit = duration
        return copy
    }

    /// Writes a file for the program to find, creating its folders: `~/x` is inside `home`, a
    /// relative path inside `workingDirectory`.
    public func createFile(at path: String, contents: String) throws {
        let file = directories.resolve(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }

    /// The environment the program gets.
    var environmentForRun: [String: String] {
        var variables = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
            "HOME": directories.home.path,
        ]
        variables.merge(extraEnvironment) { _, new in new }
        return variables
    }

    /// The command as a shell would show it: `people-roulette pick 2`.
    var commandLine: String {
        ([executable.lastPathComponent] + argumentList).map(Self.quoted).joined(separator: " ")
    }

    private static func quoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,@%+".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Runs the program and waits for it to exit or for the time limit. Throws
    /// `CommandRobotError` when it cannot be started; a program killed at the time limit fails the
    /// example at this line and returns what it wrote until then.
    public func run(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) async throws -> CommandResult {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        do {
            try directories.create()
        } catch {
            throw CommandRobotError(
                description: "cannot create the temporary directories \(directories.root.path) for \(commandLine): \(error.localizedDescription)"
            )
        }
        if let inProcess {
            let invocation = Invocation(arguments: argumentList, environment: environmentForRun, standardInput: input, root: directories.root)
            let exit = await inProcess(invocation)
            return CommandResult(
                commandLine: commandLine,
                exitCode: exit.exitCode,
                signal: nil,
                timedOut: false,
                standardOutputData: Data(exit.standardOutput.utf8),
                standardErrorData: Data(exit.standardError.utf8),
                directories: directories
            )
        }
        let execution = ProcessExecution(
            executable: executable,
            arguments: argumentList,
            environment: environmentForRun,
            workingDirectory: directories.workingDirectory,
            input: input,
            timeLimit: limit
        )
        let outcome = try await execution.run()
        let result = CommandResult(
            commandLine: commandLine,
            exitCode: outcome.exitCode,
            signal: outcome.signal,
            timedOut: outcome.timedOut,
            standardOutputData: outcome.standardOutput,
            standardErrorData: outcome.standardError,
            directories: directories
        )
        if outcome.timedOut {
            ExampleRecorder.fail(
                "\(commandLine) did not finish within its time limit of \(limit) and was killed\n\(result.outputSummary)",
                at: location
            )
        }
        return result
    }

    /// A robot for an executable product of this package, found beside the test bundle (on
    /// Linux, `.build/debug/<name>`). `swift test` and `swift build --build-tests` build every
    /// product first.
    public static func builtProduct(named name: String) throws -> CommandRobot {
        let folders = productFolders()
        for folder in folders {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return CommandRobot(executable: candidate)
            }
        }
        let searched = folders.map(\.path).joined(separator: ", ")
        throw CommandRobotError(
            description:
                "no built product named \(name) in \(searched.isEmpty ? "any folder of the test bundle" : searched); check the product's name in "
                + "Package.swift and build it with `swift build --product \(name)`"
        )
    }

    /// The folders where SwiftPM puts the products built with the test bundle.
    static func productFolders() -> [URL] {
        var folders: [URL] = []
        if let first = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL {
            folders.append(executable.deletingLastPathComponent())
        }
        // On macOS the specs live in `<products>/Name.xctest/Contents/MacOS/Name`.
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        var seen: Set<String> = []
        return folders.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
    }
}

/// Why a `CommandRobot` could not run its program.
public struct CommandRobotError: Error, CustomStringConvertible {
    /// Why the program could not run, and what to do about it.
    public let description: String
}
