import Configuration
import Foundation

/// The package a spec file belongs to, found from the file's path at compile time (`#filePath`):
/// the nearest directory above it that holds a `Package.swift`. A test container reads the
/// configuration of that package, so an outside app's specs never read this package's files.
public enum SpecPackage {
    /// The root of the package that holds `filePath`, or nil when none is found.
    public static func root(of filePath: String) -> URL? {
        var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while directory.path != "/" && !directory.path.isEmpty {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) { return directory }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    /// `Config/<app>/` of the package that holds `filePath`, when it exists.
    public static func configDirectory(of app: String, from filePath: String) -> URL? {
        guard let root = root(of: filePath) else { return nil }
        let directory = root.appendingPathComponent(ConfigurationSearch.projectFolder).appendingPathComponent(app)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return directory
    }
}
