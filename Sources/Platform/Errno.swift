#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The framework's one table of short, lower-case reasons for an `errno`, used by every module
/// that reports a failed system call (Platform's file reader, Storage, Configuration), so one
/// errno reads the same wherever it surfaces.
///
/// ```swift
/// if mkdir(path, 0o700) != 0 {
///     print("cannot create \(path): \(Errno.describe(errno))")   // "... permission denied"
/// }
/// ```
package enum Errno {
    /// A short lower-case reason for `code`, such as "permission denied"; the system's own
    /// message, lower-cased, for an errno the table does not name.
    package static func describe(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: return "permission denied"
        case ENOENT: return "it does not exist"
        case ENOTDIR: return "a part of the path is not a directory"
        case EISDIR: return "it is a directory"
        case EROFS: return "the file system is read-only"
        case ENOSPC: return "no space is left on the device"
        case ELOOP: return "too many symbolic links"
        case ENAMETOOLONG: return "the path is too long"
        default:
            guard let text = strerror(code) else { return "error \(code)" }
            return String(cString: text).lowercased()
        }
    }
}
