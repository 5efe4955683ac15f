import Platform

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Leaves the terminal clean when the user presses Ctrl-C (or the process is sent SIGTERM)
/// while a spinner is on screen: while installed, the signal erases the spinner's line on
/// standard error, then the process dies of the signal as it would have (exit status 130 for
/// Ctrl-C in a shell). Installed by `ProgressSpinner` when its first frame is drawn on a real
/// terminal and removed when the line is erased; nested installs are counted.
///
/// The handler only calls `write(2)`, `signal(2)` and `raise(3)`, which are async-signal-safe,
/// on bytes prepared before it is installed.
package enum InterruptCleanup {
    private static let installs = LockedValue(0)

    /// Whether the handler is installed now.
    package static var isInstalled: Bool { installs.value > 0 }

    /// Installs the handler for SIGINT and SIGTERM (the first install only).
    package static func install() {
        installs.update { count in
            if count == 0 {
                _ = interruptCleanupBytes
                signal(SIGINT, interruptCleanupHandler)
                signal(SIGTERM, interruptCleanupHandler)
            }
            count += 1
        }
    }

    /// Removes it again when every install has been matched.
    package static func uninstall() {
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
