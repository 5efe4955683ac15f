#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// File paths of file URLs, worked out without the slow paths of swift-foundation 6.3:
/// `URL.path`, `appendingPathComponent` and `standardizedFileURL` build a percent-encoding
/// table (`Set<UInt8>`) on every call, the first one costing a program's start-up 0.22-0.25 M
/// instructions (docs/ARCHITECTURE.md, "Start-up"); `appendingPathComponent` also asks the
/// file system whether the result is a directory. These
/// give the same strings from `path(percentEncoded: false)` and `appending(path:directoryHint:)`,
/// which do neither.
///
/// ```swift
/// let file = dataHome.appendingFilePath("people-roulette/people.sqlite")
/// file.fileSystemPath                 // "/home/ana/.local/share/people-roulette/people.sqlite"
/// URL(fileURLWithPath: "/a/./b/../c").standardizedFileSystemPath   // "/a/c"
/// ```
extension URL {
    /// The file-system path of a file URL, as `path` gives it: percent-decoded, with no
    /// trailing slash except for the root.
    public var fileSystemPath: String {
        let path = path(percentEncoded: false)
        guard path.utf8.count > 1, path.utf8.last == UInt8(ascii: "/") else { return path }
        return String(path.dropLast())
    }

    /// `fileSystemPath` with `.` and `..` components resolved and repeated slashes collapsed,
    /// without touching the disk, as `standardizedFileURL.path` gives it for an absolute path
    /// (`..` above the root stays at the root).
    public var standardizedFileSystemPath: String {
        let path = fileSystemPath
        let absolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." {
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !absolute {
                    components.append(component)
                }
                continue
            }
            components.append(component)
        }
        var result = absolute ? "/" : ""
        for (index, component) in components.enumerated() {
            if index > 0 { result += "/" }
            result += String(component)
        }
        return result.isEmpty ? "." : result
    }

    /// This URL with a relative path appended (`"people-roulette"`, `"Config/people-roulette"`),
    /// as `appendingPathComponent` gives it for a path that is not an existing directory,
    /// without asking the file system.
    public func appendingFilePath(_ relativePath: String) -> URL {
        appending(path: relativePath, directoryHint: .notDirectory)
    }
}
