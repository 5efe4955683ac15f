import Foundation

/// Runs a shell script (a generated completion script, say) through its shell, in a directory of
/// the spec's: `-n` to check the syntax, or sourced and followed by lines that use it.
///
/// ```swift
/// let result = try await ShellScript.syntax("/bin/bash", script: script, in: robot.workingDirectory)
/// result.expectExitCode(0)
/// ```
public enum ShellScript {
    /// zsh's path, or nil where it is not installed.
    public static var zsh: String? {
        ["/usr/bin/zsh", "/bin/zsh", "/usr/local/bin/zsh"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `<shell> -n script`.
    public static func syntax(_ shell: String, script: String, in directory: URL) async throws -> CommandResult {
        let file = try write(script, in: directory)
        return try await CommandRobot(executable: URL(fileURLWithPath: shell)).arguments("-n", file.path).run()
    }

    /// Sources the script in `shell`, then runs `lines`.
    public static func run(_ shell: String, script: String, in directory: URL, then lines: String) async throws -> CommandResult {
        let file = try write(script + "\n" + lines + "\n", in: directory)
        return try await CommandRobot(executable: URL(fileURLWithPath: shell)).arguments(file.path).run()
    }

    private static func write(_ text: String, in directory: URL) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("script-\(UUID().uuidString)")
        try Data(text.utf8).write(to: file)
        return file
    }
}
