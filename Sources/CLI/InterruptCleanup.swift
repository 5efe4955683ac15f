import Platform

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Leaves the terminal clean when the user presses Ctrl-C (or the process is sent SIGTERM)
/// while a line is being redrawn on standard error: while installed, the signal erases the
/// current line of standard error, then the process dies of the signal as it would have (exit
/// status 130 for Ctrl-C in a shell).
///
/// `ProgressSpinner` and `ProgressLine` install it when they first draw on the process's
/// terminal and uninstall it when they erase their line. Code that draws a line of its own
/// (a redrawn status, a bar) does the same; installs nest, and the handler is removed when every
/// install has been matched by an uninstall:
///
/// ```swift
/// InterruptCleanup.install()
/// defer { InterruptCleanup.uninstall() }
/// for step in steps { try? standardError.write("\r\u{1B}[2K\(step)") ... }
/// ```
///
/// The handler only calls `write(2)`, `signal(2)` and `raise(3)`, which are async-signal-safe,
/// on bytes prepared before it is installed. It replaces any other handler of SIGINT and SIGTERM
/// while installed, and restores the default ones (not a previous handler) when removed.
public enum InterruptCleanup {
    private static let installs = LockedValue(0)

    /// Whether the handler is installed now.
    public static var isInstalled: Bool { installs.value > 0 }

    /// Installs the handler for SIGINT and SIGTERM (the first install only; later ones are counted).
    public static func install() {
        installs.update { count in
            if count == 0 {
                _ = interruptCleanupBytes
                signal(SIGINT, interruptCleanupHandler)
                signal(SIGTERM, interruptCleanupHandler)
            }
            count += 1
        }
    }

    /// Removes the handler once every install has been matched; an uninstall without an install does nothing.
    public static func uninstall() {
        installs.update { count in
            guard count > 0 else { return }
            count -= 1
            if count == 0 {
                signal(SIGINT, SIG_DFL)
                signal(SIGTERM, SIG_DFL)
            }
        }
    }
}

/// `\r`, then erase the line: what the handler writes, allocated once before it is installed.
nonisolated(unsafe) private let interruptCleanupBytes: UnsafeMutablePointer<UInt8> = {
    let bytes: [UInt8] = Array(ProgressSpinner.clearLine.utf8)
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    pointer.initialize(from: bytes, count: bytes.count)
    return pointer
}()
private let interruptCleanupCount = ProgressSpinner.clearLine.utf8.count

private func interruptCleanupHandler(_ signalNumber: Int32) {
    _ = write(2, interruptCleanupBytes, interruptCleanupCount)
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
