#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way the apps read a whole file a user names: configuration files, people files,
/// anything else. It reads only regular files, and at most `limit` bytes of them:
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
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .missing(path: path) }
            throw .unreadable(path: path, reason: describe(errno: code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadable(path: path, reason: describe(errno: errno))
        }
        let kind = UInt32(status.st_mode) & UInt32(S_IFMT)
        guard kind == UInt32(S_IFREG) else {
            throw .notRegularFile(path: path, kind: describe(kind: kind))
        }
        if Int64(status.st_size) > Int64(limit) {
            throw .tooLarge(path: path, limit: limit)
        }
        // st_size may be 0 for files the kernel generates (/proc): read until the end either way.
        var bytes = [UInt8]()
        bytes.reserveCapacity(min(max(Int(status.st_size), 0), limit) + 1)
        var chunk = [UInt8](repeating: 0, count: 256 * 1024)
        while true {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, wanted) }
            if count == 0 { return bytes }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw .unreadable(path: path, reason: describe(errno: code))
            }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw .tooLarge(path: path, limit: limit) }
        }
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

    /// A short lower-case reason for an errno: "permission denied".
    static func describe(errno code: Int32) -> String {
        switch code {
        case EACCES, EPERM: return "permission denied"
        case ELOOP: return "too many symbolic links"
        case ENAMETOOLONG: return "the path is too long"
        case EISDIR: return "it is a directory"
        default:
            guard let text = strerror(code) else { return "error \(code)" }
            return String(cString: text).lowercased()
        }
    }
}

private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
