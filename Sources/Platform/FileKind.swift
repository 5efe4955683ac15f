#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, asked with one `stat(2)` (following symbolic links). Code on the start
/// path asks this instead of `FileManager.default`, whose first use sets up the file manager
/// and the resident memory it keeps.
///
/// ```swift
/// if FileKind.of("/home/ana/.config/people-roulette").kind == .directory { ... }
/// ```
public enum FileKind: Equatable, Sendable {
    /// Nothing is at the path.
    case missing
    /// A directory.
    case directory
    /// A regular file of `size` bytes.
    case regularFile(size: Int64)
    /// Something else (a FIFO, a device, a socket), or a path `stat` cannot look at.
    case other

    /// What is at `path`, and the `errno` of a failed `stat` (0 when it succeeded). A path
    /// through a file (`ENOTDIR`) is missing, as nothing can be there.
    public static func of(_ path: String) -> (kind: FileKind, errno: Int32) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let error = errno
            return (error == ENOENT || error == ENOTDIR ? .missing : .other, error)
        }
        switch UInt32(info.st_mode) & 0o170000 {
        case 0o040000: return (.directory, 0)
        case 0o100000: return (.regularFile(size: Int64(info.st_size)), 0)
        default: return (.other, 0)
        }
    }
}
