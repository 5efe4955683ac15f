#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Where things live on disk: home, working directory, data and temporary directories.
/// Code asks this, never `FileManager.default` or `NSHomeDirectory()`, so specs use temporary
/// directories and never touch the user's home.
public protocol FileLocations: Sendable {
    /// The user's home directory.
    var homeDirectory: URL { get }
    /// The working directory, against which relative paths resolve.
    var currentDirectory: URL { get }
    /// The directory for temporary files.
    var temporaryDirectory: URL { get }
    /// `$XDG_DATA_HOME`, or `~/.local/share` when it is not set.
    var dataHome: URL { get }
    /// `$XDG_CONFIG_HOME`, or `~/.config` when it is not set: where per-user configuration lives.
    var configHome: URL { get }
}

/// Locations derived from an environment: `HOME`, `XDG_DATA_HOME`, `XDG_CONFIG_HOME`, `TMPDIR`,
/// the process's working directory. An XDG variable that is not an absolute path is ignored, as
/// the XDG Base Directory specification says. Each location is worked out when it is asked for,
/// so a run pays only for the ones it uses (`FileManager.default` and `NSTemporaryDirectory()`
/// are not set up at all when `HOME` and `TMPDIR` are set and no one asks for the working
/// directory through them).
public struct SystemFileLocations: FileLocations {
    private let environment: any EnvironmentVariables
    private let givenCurrentDirectory: URL?

    /// Locations from `environment`; the working directory is `currentDirectory`, or the
    /// process's own (read when asked) when it is nil.
    public init(environment: any EnvironmentVariables, currentDirectory: URL? = nil) {
        self.environment = environment
        givenCurrentDirectory = currentDirectory
    }

    /// `$HOME`, or the user's home from the system when it is unset or empty.
    public var homeDirectory: URL {
        environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
    }

    /// The directory given to `init`, else the process's working directory.
    public var currentDirectory: URL {
        givenCurrentDirectory ?? URL(fileURLWithPath: Self.processWorkingDirectory())
    }

    /// `$TMPDIR`, or the system's temporary directory when it is unset or empty.
    public var temporaryDirectory: URL {
        URL(fileURLWithPath: environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.temporaryDirectory.path)
    }

    public var dataHome: URL { xdg("XDG_DATA_HOME", else: ".local/share") }

    public var configHome: URL { xdg("XDG_CONFIG_HOME", else: ".config") }

    private func xdg(_ variable: String, else fallback: String) -> URL {
        guard let value = environment[variable], value.hasPrefix("/") else { return homeDirectory.appendingFilePath(fallback) }
        return URL(fileURLWithPath: value)
    }

    /// `getcwd` on Linux (what `FileManager.default.currentDirectoryPath` calls, without
    /// setting up the file manager); the file manager's answer when `getcwd` fails.
    private static func processWorkingDirectory() -> String {
        #if canImport(Glibc)
        if let pointer = getcwd(nil, 0) {
            defer { free(pointer) }
            return String(cString: pointer)
        }
        #endif
        return FileManager.default.currentDirectoryPath
    }
}

/// Fixed locations, for specs: everything under one root directory.
public struct FixedFileLocations: FileLocations {
    /// `<root>/home`.
    public let homeDirectory: URL
    /// `<root>/work`.
    public let currentDirectory: URL
    /// `<root>/tmp`.
    public let temporaryDirectory: URL
    public let dataHome: URL
    public let configHome: URL

    /// Creates locations that all sit under `root`, so a spec never touches the user's home.
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
        if path.hasPrefix("~/") { return homeDirectory.appendingFilePath(String(path.dropFirst(2))) }
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return currentDirectory.appendingFilePath(path)
    }
}
