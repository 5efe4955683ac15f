import Foundation

/// The few file operations loading needs, so specs could swap them; the real one reads the disk.
public protocol ConfigurationFileSystem: Sendable {
    /// Whether `url` is an existing directory.
    func isDirectory(_ url: URL) -> Bool
    /// Whether anything exists at `url`.
    func exists(_ url: URL) -> Bool
    /// The bytes of the file at `url`.
    func contents(of url: URL) throws -> Data
    /// The names of the entries of a directory, or none when it cannot be listed.
    func entries(of directory: URL) -> [String]
}

/// Reads the real file system.
public struct LocalConfigurationFileSystem: ConfigurationFileSystem {
    public init() {}

    public func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    public func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }

    public func contents(of url: URL) throws -> Data {
        try Data(contentsOf: url)
    }

    public func entries(of directory: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    }
}
