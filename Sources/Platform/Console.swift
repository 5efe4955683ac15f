#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Somewhere text is written: standard output, standard error, or a buffer in a spec.
public protocol TextOutput: Sendable {
    /// Writes the text as is: no newline is added. Throws `WriteError` when the text could not
    /// be written whole (a full disk, a closed descriptor, a pipe whose reader went away).
    func write(_ text: String) throws(WriteError)
    /// Whether the output is an interactive terminal (colour and spinners only then).
    var isTerminal: Bool { get }
}

/// The process's standard output and error, and whether they are terminals.
/// Code asks this, never `print`, so specs capture what is written.
public protocol Console: Sendable {
    /// Where normal output goes.
    var standardOutput: any TextOutput { get }
    /// Where errors, hints and diagnostics go.
    var standardError: any TextOutput { get }
}

/// A file descriptor of this process (1 or 2).
public struct FileDescriptorOutput: TextOutput {
    let descriptor: Int32
    /// Creates an output that writes to an open file descriptor.
    public init(descriptor: Int32) { self.descriptor = descriptor }

    /// Writes the whole text to the descriptor, continuing after short and interrupted writes
    /// (and waiting while a non-blocking descriptor is full); throws at the first error:
    /// `WriteError.closed` for a pipe whose reader went away (`EPIPE`, when SIGPIPE is ignored),
    /// `.failed` for anything else, and for a standard stream that was closed when the program
    /// started (`StandardConsole`).
    public func write(_ text: String) throws(WriteError) {
        if StandardConsole.closedAtStart.contains(descriptor) { throw .failed(output: name, reason: "it was closed when the program started") }
        var text = text
        let failure: Int32? = text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
                if written > 0 {
                    offset += written
                    continue
                }
                let code = written < 0 ? errno : EIO
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                return code
            }
            return nil
        }
        guard let failure else { return }
        throw failure == EPIPE ? .closed(output: name) : .failed(output: name, reason: Errno.describe(failure))
    }

    public var isTerminal: Bool { isatty(descriptor) == 1 }

    /// `standard output`, `standard error`, or `file descriptor 5`.
    var name: String {
        switch descriptor {
        case 1: "standard output"
        case 2: "standard error"
        default: "file descriptor \(descriptor)"
        }
    }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}

/// The real standard output (1) and standard error (2).
public struct StandardConsole: Console {
    /// Creates the console of the process. The first one made holds every standard stream
    /// that is closed open on `/dev/null` (see `closedAtStart`).
    public init() { _ = Self.closedAtStart }
    /// The process's standard output (descriptor 1).
    public var standardOutput: any TextOutput { FileDescriptorOutput(descriptor: 1) }
    /// The process's standard error (descriptor 2).
    public var standardError: any TextOutput { FileDescriptorOutput(descriptor: 2) }

    /// The standard streams (0, 1, 2) that were closed when the first console was made
    /// (`people-roulette users >&-`). Each is held open on `/dev/null` from then on, so that no
    /// file the program opens later (a database) takes its number and receives the output
    /// meant for it; writing to one fails, as writing to a closed descriptor does.
    static let closedAtStart: Set<Int32> = {
        var closed: Set<Int32> = []
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            closed.insert(descriptor)
            // The lowest free number: this one, as the lower ones are open or were just filled.
            let null = open("/dev/null", O_RDWR | O_CLOEXEC)
            if null >= 0, null != descriptor { close(null) }
        }
        return closed
    }()
}

/// Collects what is written, for specs. `isTerminal` is whatever the spec says; a buffer made
/// `failing` refuses every write with that error, as a full disk or a closed pipe would.
public final class BufferedOutput: TextOutput {
    private let buffer = LockedValue("")
    public let isTerminal: Bool
    /// The error every write throws, or `nil` for a buffer that keeps what is written.
    public let failure: WriteError?

    /// Creates an empty buffer that reports itself as a terminal or not, and refuses every
    /// write with `failing` when given.
    public init(isTerminal: Bool = false, failing: WriteError? = nil) {
        self.isTerminal = isTerminal
        failure = failing
    }

    /// Appends the text to the buffer, or throws the buffer's `failure`.
    public func write(_ text: String) throws(WriteError) {
        if let failure { throw failure }
        buffer.update { $0 += text }
    }

    /// Everything written so far.
    public var text: String { buffer.value }
}

/// A console writing into buffers, for specs.
public struct BufferedConsole: Console {
    /// What was written to standard output.
    public let output: BufferedOutput
    /// What was written to standard error.
    public let error: BufferedOutput

    /// Creates a console with two empty buffers that report themselves as a terminal or not;
    /// standard output refuses every write with `outputFailing` when given.
    public init(isTerminal: Bool = false, outputFailing: WriteError? = nil) {
        output = BufferedOutput(isTerminal: isTerminal, failing: outputFailing)
        error = BufferedOutput(isTerminal: isTerminal)
    }

    /// The ``output`` buffer.
    public var standardOutput: any TextOutput { output }
    /// The ``error`` buffer.
    public var standardError: any TextOutput { error }
}
