import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The examples running right now, one `Module.SpecClass<tab>full name` line each, kept in a file
/// so that a process that dies in an example leaves their names behind (`ExampleWatch`).
///
/// The file stays open, and a change rewrites it in place with one `pwrite` (and an `ftruncate`
/// when the text got shorter), the least an example can pay to be named after a `kill -9`. A
/// crash handler prints it.
final class RunningExamplesFile {
    private let descriptor: Int32
    /// The length of the text written last.
    private var length = 0
    let path: String
    /// The examples the previous process left in the file: it died running them.
    let leftover: [ExampleKey]

    init?(path: String) {
        leftover = Self.leftover(at: path)
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        self.path = path
        CrashReport.install(path: path)
    }

    func write(_ keys: [ExampleKey]) {
        let bytes = Array(keys.map { Self.line($0) }.joined().utf8)
        let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        if written == bytes.count, bytes.count < length { _ = ftruncate(descriptor, off_t(bytes.count)) }
        length = bytes.count
    }

    func remove() {
        close(descriptor)
        unlink(path)
    }

    /// The examples a process left in the file at `path` when it died; empty when none did.
    static func leftover(at path: String) -> [ExampleKey] {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            return parts.count == 2 ? ExampleKey(spec: String(parts[0]), name: String(parts[1])) : nil
        }
    }

    private static func line(_ key: ExampleKey) -> String {
        // A tab or a line break in a name would split its line; names rarely hold one.
        func clean(_ text: String) -> String {
            guard text.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }) else { return text }
            return String(text.map { $0 == "\n" || $0 == "\t" ? " " : $0 })
        }
        return clean(key.spec) + "\t" + clean(key.name) + "\n"
    }
}

/// Prints the running examples when the process crashes, then hands the signal to whoever handled
/// it before (Swift's backtracer, or the default action).
///
/// A signal handler may call only async-signal-safe functions: it reads the file with `open`,
/// `read` and `write`, on storage made when the handler was installed.
enum CrashReport {
    static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    nonisolated(unsafe) private static var previous: [sigaction] = []
    private static let installed = Lock(false)

    static func install(path: String) {
        let first = installed.withLock { installed in
            defer { installed = true }
            return !installed
        }
        guard first else { return }
        Self.path = strdup(path)
        previous = signals.map { _ in sigaction() }
        for (index, signal) in signals.enumerated() {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in CrashReport.handle(signal) }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, &previous[index])
        }
    }

    private static func handle(_ signal: Int32) {
        say("\nSpecKit: the process crashed while running:\n")
        if let path, case let descriptor = open(path, O_RDONLY | O_CLOEXEC), descriptor >= 0 {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            if count > 0 {
                buffer.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, count) }
            }
        }
        say("SpecKit: the next run adds it to the failed examples (SPECKIT_RERUN_FAILED=1 runs them).\n")
        if let index = signals.firstIndex(of: signal) {
            sigaction(signal, &previous[index], nil)
        }
        raise(signal)
    }

    private static func say(_ text: StaticString) {
        _ = write(STDERR_FILENO, text.utf8Start, text.utf8CodeUnitCount)
    }
}
