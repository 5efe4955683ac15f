import Foundation
import SpecKit
import SpecKitRobot

/// Runs a generated completion script through its shell: `-n` to check the syntax, or sourced
/// followed by lines that call its function.
enum ShellCheck {
    /// zsh's path, or nil where it is not installed.
    static var zsh: String? {
        ["/usr/bin/zsh", "/bin/zsh", "/usr/local/bin/zsh"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `<shell> -n script`.
    static func syntax(_ shell: String, script: String, in directory: URL) async throws -> CommandResult {
        let file = try write(script, in: directory)
        return try await CommandRobot(executable: URL(fileURLWithPath: shell)).arguments("-n", file.path).run()
    }

    /// Sources the script in `shell`, then runs `lines`.
    static func run(_ shell: String, script: String, in directory: URL, then lines: String) async throws -> CommandResult {
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
