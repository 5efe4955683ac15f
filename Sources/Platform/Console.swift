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
    func write(_ text: String)
    /// Whether the output is an interactive terminal (colour and spinners only then).
    var isTerminal: Bool { get }
}

/// The process's standard output and error, and whether they are terminals.
/// Code asks this, never `print`, so specs capture what is written.
public protocol Console: Sendable {
    var standardOutput: any TextOutput { get }
    var standardError: any TextOutput { get }
}

/// A file descriptor of this process (1 or 2).
public struct FileDescriptorOutput: TextOutput {
    let descriptor: Int32
    public init(descriptor: Int32) { self.descriptor = descriptor }

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
    public init() {}
    public var standardOutput: any TextOutput { FileDescriptorOutput(descriptor: 1) }
    public var standardError: any TextOutput { FileDescriptorOutput(descriptor: 2) }
}

/// Collects what is written, for specs. `isTerminal` is whatever the spec says.
public final class BufferedOutput: TextOutput {
    private let buffer = LockedValue("")
    public let isTerminal: Bool

    public init(isTerminal: Bool = false) { self.isTerminal = isTerminal }

    public func write(_ text: String) { buffer.update { $0 += text } }

    /// Everything written so far.
    public var text: String { buffer.value }
}

/// A console writing into buffers, for specs.
public struct BufferedConsole: Console {
    public let output: BufferedOutput
    public let error: BufferedOutput

    public init(isTerminal: Bool = false) {
        output = BufferedOutput(isTerminal: isTerminal)
        error = BufferedOutput(isTerminal: isTerminal)
    }

    public var standardOutput: any TextOutput { output }
    public var standardError: any TextOutput { error }
}
