import Foundation

/// gzip bodies for specs, made by the system's `gzip`.
enum Gzip {
    /// `data`, gzip-compressed, or nil when gzip cannot be run.
    static func compress(_ data: Data) -> Data? {
        run(["-c"], input: data)
    }

    /// A gzip stream that inflates to `megabytes` MiB of zeros (about 1 KiB per MiB compressed).
    static func zeros(megabytes: Int) -> Data? {
        run(["-c"], input: Data(count: megabytes * 1_048_576))
    }

    private static func run(_ arguments: [String], input: Data) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip"] + arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? output : nil
    }
}
