import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations loading needs, so specs could swap them; the real one reads the disk.
public protocol ConfigurationFileSystem: Sendable {
    /// Whether `url` is an existing directory.
    func isDirectory(_ url: URL) -> Bool
    /// Whether anything exists at `url`.
    func exists(_ url: URL) -> Bool
    /// The bytes of the file at `url`. The real one throws `RegularFileError` for anything that
    /// is not a regular file of at most its size limit.
    func contents(of url: URL) throws -> Data
    /// The names of the entries of a directory, or none when it cannot be listed.
    func entries(of directory: URL) -> [String]
    /// Why the directory at `url` cannot be read ("permission denied"), or nil when it can, or
    /// when nothing is there. A directory that exists but cannot be listed or entered, or a path
    /// that cannot be looked at, would otherwise be skipped as if it were missing.
    func directoryProblem(_ url: URL) -> String?
}

extension ConfigurationFileSystem {
    /// No problem: a file system in memory has no permissions.
    public func directoryProblem(_ url: URL) -> String? { nil }
}

/// Reads the real file system. Configuration files are read with `RegularFile.read(at:limit:)`:
/// only regular files (a FIFO, a device or a directory is refused without blocking), and at
/// most `maxFileSize` bytes.
public struct LocalConfigurationFileSystem: ConfigurationFileSystem {
    /// The largest configuration file read unless told otherwise: 16 MiB, thousands of times
    /// what a file of settings needs, and small enough that a wrong path (a log, a disk image)
    /// is refused at once.
    public static let defaultMaxFileSize = 16 << 20

    /// The largest file read, in bytes.
    public let maxFileSize: Int

    /// The real file system, reading files of at most `maxFileSize` bytes. Benchmarks raise it to
    /// time larger files.
    public init(maxFileSize: Int = LocalConfigurationFileSystem.defaultMaxFileSize) {
        self.maxFileSize = maxFileSize
    }

    public func isDirectory(_ url: URL) -> Bool {
        FileKind.of(url.fileSystemPath).kind == .directory
    }

    public func exists(_ url: URL) -> Bool {
        FileKind.of(url.fileSystemPath).errno == 0
    }

    public func contents(of url: URL) throws -> Data {
        Data(try RegularFile.read(at: url.fileSystemPath, limit: maxFileSize))
    }

    /// "permission denied" (or the system's reason) for a directory this user cannot list or
    /// enter, or a path it cannot look at; nil for a readable directory, a file or nothing.
    public func directoryProblem(_ url: URL) -> String? {
        let path = url.fileSystemPath
        let (kind, code) = FileKind.of(path)
        switch kind {
        case .missing, .regularFile: return nil
        case .other where code == 0: return nil
        case .other: return Errno.describe(code)
        case .directory:
            guard access(path, R_OK | X_OK) != 0 else { return nil }
            return Errno.describe(errno)
        }
    }

    public func entries(of directory: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.fileSystemPath)) ?? []
    }
}
