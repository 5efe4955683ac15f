#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way the apps read a file a user names: configuration files, people files, the
/// header of a database file, anything else. It reads only regular files, and at most `limit`
/// bytes of them:
///
/// - the file is opened with `O_NONBLOCK | O_CLOEXEC`, so opening a FIFO with no writer
///   returns at once instead of blocking the process;
/// - `fstat` on the open descriptor (no race with a rename) refuses anything that is not a
///   regular file: a FIFO, a character or block device (`/dev/zero`), a directory, a socket;
/// - a file whose size is above `limit`, or that grows past it while being read, is refused
///   after reading at most `limit + 1` bytes, so an endless file cannot exhaust memory.
///
/// ```swift
/// do {
///     let bytes = try RegularFile.read(at: "/home/ada/team.txt", limit: 64 << 20)
/// } catch {
///     print(error.reason)   // "it is a FIFO (named pipe), not a regular file"
/// }
/// ```
public enum RegularFile {
    /// The whole content of the regular file at `path`, of at most `limit` bytes.
    public static func read(at path: String, limit: Int) throws(RegularFileError) -> [UInt8] {
        let (descriptor, size) = try openRegular(path)
        defer { close(descriptor) }
        if size > Int64(limit) {
            throw .tooLarge(path: path, limit: limit)
        }
        // st_size may be 0 for files the kernel generates (/proc): read until the end either way.
        let (oneMore, overflow) = limit.addingReportingOverflow(1)
        let bytes = try readUpTo(overflow ? limit : oneMore, from: descriptor, path: path, expected: Int(clamping: size))
        if bytes.count > limit { throw .tooLarge(path: path, limit: limit) }
        return bytes
    }

    /// The first `count` bytes of the regular file at `path`, or all of it when it is shorter:
    /// a file's header, such as SQLite's 100 bytes.
    public static func prefix(at path: String, count: Int) throws(RegularFileError) -> [UInt8] {
        let (descriptor, _) = try openRegular(path)
        defer { close(descriptor) }
        return try readUpTo(count, from: descriptor, path: path, expected: count)
    }

    /// Opens `path` without blocking and checks it is a regular file: its descriptor and size.
    /// A relative path resolves against `WorkingDirectory.current` when it is set (an app run
    /// in a spec's process); errors name the path as given.
    private static func openRegular(_ path: String) throws(RegularFileError) -> (descriptor: Int32, size: Int64) {
        let descriptor = open(WorkingDirectory.resolve(path), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .missing(path: path) }
            throw .unreadable(path: path, reason: Errno.describe(code))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .unreadable(path: path, reason: Errno.describe(code))
        }
        let kind = UInt32(status.st_mode) & UInt32(S_IFMT)
        guard kind == UInt32(S_IFREG) else {
            close(descriptor)
            throw .notRegularFile(path: path, kind: describe(kind: kind))
        }
        return (descriptor, Int64(status.st_size))
    }

    /// Reads until the end of the file or `maximum` bytes, whichever comes first.
    private static func readUpTo(_ maximum: Int, from descriptor: Int32, path: String, expected: Int) throws(RegularFileError) -> [UInt8] {
        var bytes = [UInt8]()
        bytes.reserveCapacity(min(max(expected, 0), maximum))
        var chunk = [UInt8](repeating: 0, count: min(256 * 1024, max(maximum, 1)))
        while bytes.count < maximum {
            let wanted = min(chunk.count, maximum - bytes.count)
            let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, wanted) }
            if count == 0 { break }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw .unreadable(path: path, reason: Errno.describe(code))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// What a non-regular file is, in words: "a FIFO (named pipe)".
    static func describe(kind: UInt32) -> String {
        switch kind {
        case UInt32(S_IFDIR): "a directory"
        case UInt32(S_IFIFO): "a FIFO (named pipe)"
        case UInt32(S_IFCHR): "a character device"
        case UInt32(S_IFBLK): "a block device"
        case UInt32(S_IFSOCK): "a socket"
        default: "not a plain file"
        }
    }
}

private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
