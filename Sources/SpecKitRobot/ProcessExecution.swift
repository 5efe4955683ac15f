import Dispatch
import Foundation
import Platform
import SpecKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one program to completion with Foundation's `Process`, off Swift's cooperative threads.
///
/// Standard output and standard error are read by threads of their own while the program runs,
/// and standard input is written by a third, so a program that writes or reads more than a pipe
/// holds never blocks on a full pipe. At the time limit the program is killed (SIGKILL); if a
/// child of it keeps the pipes open after it exits, the output read until then is kept.
struct ProcessExecution: Sendable {
    struct Outcome: Sendable {
        var exitCode: Int32
        var signal: Int32?
        var timedOut: Bool
        var standardOutput: Data
        var standardError: Data
    }

    let executable: URL
    let arguments: [String]
    let environment: [String: String]
    let workingDirectory: URL
    let input: Data
    let timeLimit: Duration

    /// How long to wait for the pipes to close after the program exits or is killed.
    private static let drainingTime: DispatchTimeInterval = .seconds(2)

    func run() async throws -> Outcome {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try runBlocking() })
            }
            thread.name = "SpecKit CommandRobot"
            thread.start()
        }
    }

    private func runBlocking() throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = workingDirectory
        let output = Pipe()
        let error = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }

        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            let problem = FileManager.default.fileExists(atPath: executable.path) ? "it is not executable" : "there is no such file"
            throw CommandRobotError(description: "cannot start \(executable.path): \(problem); check the path, or build the product first")
        }
        do {
            try process.run()
        } catch {
            throw CommandRobotError(
                description: "cannot start \(executable.path): \(error.localizedDescription); check that the file exists and is executable"
            )
        }
        // The child has its own copies of these ends; closing ours lets it see end-of-file.
        try? output.fileHandleForWriting.close()
        try? error.fileHandleForWriting.close()
        try? standardInput.fileHandleForReading.close()

        let outputReader = PipeReader(output.fileHandleForReading)
        let errorReader = PipeReader(error.fileHandleForReading)
        PipeWriter.start(writing: input, to: standardInput.fileHandleForWriting)

        let deadline = DispatchTime.now() + .nanoseconds(Self.nanoseconds(timeLimit))
        var timedOut = false
        if exited.wait(timeout: deadline) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
        }
        let drainDeadline = DispatchTime.now() + Self.drainingTime
        _ = outputReader.finished.wait(timeout: drainDeadline)
        _ = errorReader.finished.wait(timeout: drainDeadline)

        let signaled = process.terminationReason == .uncaughtSignal
        let status = process.terminationStatus
        return Outcome(
            exitCode: signaled ? 128 + status : status,
            signal: signaled ? status : nil,
            timedOut: timedOut,
            standardOutput: outputReader.data,
            standardError: errorReader.data
        )
    }

    private static func nanoseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        let total = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
        return Int(min(max(total, 0), Double(Int.max / 2)))
    }
}

/// Reads a pipe on a thread of its own until end-of-file, keeping what it read so far.
private final class PipeReader: Sendable {
    let finished = DispatchSemaphore(value: 0)
    private let collected = Lock(Data())
    private let handle: FileHandle

    init(_ handle: FileHandle) {
        self.handle = handle
        Thread { [self] in
            self.readUntilEnd()
        }.start()
    }

    var data: Data { collected.withLock { $0 } }

    private func readUntilEnd() {
        let descriptor = handle.fileDescriptor
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                collected.withLock { $0.append(contentsOf: buffer[0..<count]) }
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        try? handle.close()
        finished.signal()
    }
}

/// Writes standard input on a thread of its own, then closes the pipe so the program sees its end.
private enum PipeWriter {
    static func start(writing data: Data, to handle: FileHandle) {
        guard !data.isEmpty else {
            try? handle.close()
            return
        }
        Thread {
            // A program that exits without reading its input would make the write raise SIGPIPE,
            // which ends the whole test process; blocked on this thread, it makes write fail instead.
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &signals, nil)
            let descriptor = handle.fileDescriptor
            data.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
                    if written > 0 {
                        offset += written
                    } else if written < 0, errno == EINTR {
                        continue
                    } else {
                        break
                    }
                }
            }
            try? handle.close()
        }.start()
    }
}
