#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// File paths of file URLs, from `path(percentEncoded: false)` and
/// `appending(path:directoryHint:)`: the same strings as `URL.path` and
/// `appendingPathComponent`, without asking the file system whether a path is a directory
/// (`appendingPathComponent` does, and then appends a slash).
///
/// ```swift
/// let file = dataHome.appendingFilePath("people-roulette/people.sqlite")
/// file.fileSystemPath                 // "/home/ana/.local/share/people-roulette/people.sqlite"
/// ```
extension URL {
    /// The file-system path of a file URL, as `path` gives it: percent-decoded, with no
    /// trailing slash except for the root.
    public var fileSystemPath: String {
        let path = path(percentEncoded: false)
        guard path.utf8.count > 1, path.utf8.last == UInt8(ascii: "/") else { return path }
        return String(path.dropLast())
    }

    /// This URL with a relative path appended (`"people-roulette"`, `"Config/people-roulette"`),
    /// as `appendingPathComponent` gives it for a path that is not an existing directory,
    /// without asking the file system.
    public func appendingFilePath(_ relativePath: String) -> URL {
        appending(path: relativePath, directoryHint: .notDirectory)
    }
}
