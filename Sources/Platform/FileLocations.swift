import Foundation

/// Where things live on disk: home, working directory, data and temporary directories.
/// Code asks this, never `FileManager.default` or `NSHomeDirectory()`, so specs use temporary
/// directories and never touch the user's home.
public protocol FileLocations: Sendable {
    var homeDirectory: URL { get }
    var currentDirectory: URL { get }
    var temporaryDirectory: URL { get }
    /// `$XDG_DATA_HOME`, or `~/.local/share` when it is not set.
    var dataHome: URL { get }
    /// `$XDG_CONFIG_HOME`, or `~/.config` when it is not set: where per-user configuration lives.
    var configHome: URL { get }
}

/// Locations derived from an environment: `HOME`, `XDG_DATA_HOME`, `XDG_CONFIG_HOME`, `TMPDIR`,
/// the process's working directory. An XDG variable that is not an absolute path is ignored, as
/// the XDG Base Directory specification says.
public struct SystemFileLocations: FileLocations {
    public let homeDirectory: URL
    public let currentDirectory: URL
    public let temporaryDirectory: URL
    public let dataHome: URL
    public let configHome: URL

    public init(environment: any EnvironmentVariables, currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        homeDirectory = home
        self.currentDirectory = currentDirectory
        temporaryDirectory = URL(fileURLWithPath: environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory())
        func xdg(_ variable: String, else fallback: String) -> URL {
            guard let value = environment[variable], value.hasPrefix("/") else { return home.appendingPathComponent(fallback) }
            return URL(fileURLWithPath: value)
        }
        dataHome = xdg("XDG_DATA_HOME", else: ".local/share")
        configHome = xdg("XDG_CONFIG_HOME", else: ".config")
    }
}

/// Fixed locations, for specs: everything under one root directory.
public struct FixedFileLocations: FileLocations {
    public let homeDirectory: URL
    public let currentDirectory: URL
    public let temporaryDirectory: URL
    public let dataHome: URL
    public let configHome: URL

    public init(root: URL) {
        homeDirectory = root.appendingPathComponent("home")
        currentDirectory = root.appendingPathComponent("work")
        temporaryDirectory = root.appendingPathComponent("tmp")
        dataHome = root.appendingPathComponent("home/.local/share")
        configHome = root.appendingPathComponent("home/.config")
    }
}

extension FileLocations {
    /// Expands a leading `~` to the home directory and makes a relative path absolute against
    /// the working directory.
    public func expand(_ path: String) -> URL {
        if path == "~" { return homeDirectory }
        if path.hasPrefix("~/") { return homeDirectory.appendingPathComponent(String(path.dropFirst(2))) }
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return currentDirectory.appendingPathComponent(path)
    }
}
