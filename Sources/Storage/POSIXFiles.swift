import Platform

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

/// The few file-system calls the store needs, through POSIX, so that each failure has its
/// errno and a precise reason.
enum POSIXFiles {
    /// The directory holding `path`, as `NSString.deletingLastPathComponent` gives it, without
    /// bridging to NSString: `/a/b` and `/a/b/` give `/a`, `/a` gives `/`, `a` gives nothing.
    static func parentDirectory(of path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        var end = slash
        while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return end == 0 ? "/" : String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// Whether this process may create files in the directory.
    static func isWritableDirectory(_ path: String) -> (writable: Bool, errno: Int32) {
        access(path, W_OK | X_OK) == 0 ? (true, 0) : (false, errno)
    }

    /// Creates an empty file readable and writable by its owner only (0600), unless something
    /// is already there (another process may have created it first).
    static func createPrivateFile(_ path: String) throws(StorageError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            let error = errno
            if error == EEXIST { return }
            throw .directoryNotWritable(path: parentDirectory(of: path), reason: "cannot create \(path): \(Errno.describe(error))")
        }
        close(descriptor)
    }

    /// Creates the directory, and its missing parents, owner-only (0700): what the app keeps
    /// there (names, emails, history) is nobody else's.
    static func createDirectory(_ path: String) throws(StorageError) {
        let parent = parentDirectory(of: path)
        if !parent.isEmpty, parent != path {
            switch FileKind.of(parent).kind {
            case .missing: try createDirectory(parent)
            case .directory: break
            case .regularFile, .other:
                throw .directoryNotWritable(path: path, reason: "\(parent) is not a directory")
            }
        }
        if mkdir(path, 0o700) != 0 {
            let error = errno
            if error == EEXIST, FileKind.of(path).kind == .directory { return }
            throw .directoryNotWritable(path: path, reason: "cannot create it: \(Errno.describe(error))")
        }
    }

    /// Reads up to `count` bytes from the start of a regular file, through the apps' one
    /// bounded reader (`RegularFile`), which never blocks on a FIFO.
    static func readPrefix(of path: String, count: Int) throws(StorageError) -> [UInt8] {
        do {
            return try RegularFile.prefix(at: path, count: count)
        } catch {
            throw .ioFailure(path: path, reason: "cannot read it: \(error.reason)")
        }
    }
}
