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
    /// Writes the text as is: no newline is added.
    func write(_ text: String)
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

    /// Writes the whole text to the descriptor, continuing after short and interrupted writes; stops at an error.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                #else
                Darwin.write(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                #endif
            }
            if written <= 0 {
                if written < 0, errno == EINTR { continue }
                return
            }
            offset += written
        }
        bytes.removeAll()
    }

    public var isTerminal: Bool { isatty(descriptor) == 1 }
}

/// The real standard output (1) and standard error (2).
public struct StandardConsole: Console {
    /// Creates the console of the process.
    public init() {}
    /// The process's standard output (descriptor 1).
    public var standardOutput: any TextOutput { FileDescriptorOutput(descriptor: 1) }
    /// The process's standard error (descriptor 2).
    public var standardError: any TextOutput { FileDescriptorOutput(descriptor: 2) }
}

/// Collects what is written, for specs. `isTerminal` is whatever the spec says.
public final class BufferedOutput: TextOutput {
    private let buffer = LockedValue("")
    public let isTerminal: Bool

    /// Creates an empty buffer that reports itself as a terminal or not.
    public init(isTerminal: Bool = false) { self.isTerminal = isTerminal }

    /// Appends the text to the buffer.
    public func write(_ text: String) { buffer.update { $0 += text } }

    /// Everything written so far.
    public var text: String { buffer.value }
}

/// A console writing into buffers, for specs.
public struct BufferedConsole: Console {
    /// What was written to standard output.
    public let output: BufferedOutput
    /// What was written to standard error.
    public let error: BufferedOutput

    /// Creates a console with two empty buffers that report themselves as a terminal or not.
    public init(isTerminal: Bool = false) {
        output = BufferedOutput(isTerminal: isTerminal)
        error = BufferedOutput(isTerminal: isTerminal)
    }

    /// The ``output`` buffer.
    public var standardOutput: any TextOutput { output }
    /// The ``error`` buffer.
    public var standardError: any TextOutput { error }
}
