#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The directory a relative path given to the framework's file access resolves against, when it
/// is not the process's own: the robot's working directory while an app runs in a spec's
/// process. `RegularFile` opens every relative path through it.
///
/// A built binary opens `links.txt` in the directory it was started in; an app run in-process
/// (`app.test(.inProcess)`) shares the spec process's working directory, so the robot sets its
/// own here for the run and `links.txt` is found in the same place at both depths:
///
/// ```swift
/// let status = await WorkingDirectory.with(robotWorkingDirectory) {
///     await application.run(arguments, platform: platform)
/// }
/// ```
///
/// It is a task-local value: the task that runs the app and every task it starts see it
/// (a detached task or thread does not). Unset, paths are opened as given.
public enum WorkingDirectory {
    @TaskLocal private static var directory: URL?

    /// The working directory of the app running in this task, or nil for the process's own.
    public static var current: URL? { directory }

    /// Runs `operation` with `directory` as the working directory of its task and the tasks it
    /// starts.
    public static func with<Result>(_ directory: URL?, operation: () async throws -> Result) async rethrows -> Result {
        try await $directory.withValue(directory, operation: operation)
    }

    /// Runs a synchronous `operation` with `directory` as the working directory of its task.
    public static func with<Result>(_ directory: URL?, operation: () throws -> Result) rethrows -> Result {
        try $directory.withValue(directory, operation: operation)
    }

    /// The path as the file access opens it: a relative one joined to `current` when it is set,
    /// any other as it is.
    public static func resolve(_ path: String) -> String {
        guard let directory = current, !path.hasPrefix("/"), !path.isEmpty else { return path }
        return directory.appendingFilePath(path).fileSystemPath
    }
}
