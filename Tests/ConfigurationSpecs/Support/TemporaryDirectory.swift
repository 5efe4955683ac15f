import Foundation
import Platform

/// A fresh directory under the system's temporary directory, removed by `remove()`. Its
/// `locations` put home and the working directory inside it, so no spec touches the user's home.
final class TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("ConfigurationSpecs-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url.appendingPathComponent("work"), withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(at: url.appendingPathComponent("home"), withIntermediateDirectories: true)
    }

    /// Home is `<root>/home`, the working directory `<root>/work`.
    var locations: FixedFileLocations { FixedFileLocations(root: url) }

    /// Writes a file at a path relative to the root, creating directories on the way.
    @discardableResult
    func write(_ relativePath: String, _ text: String) -> URL {
        let file = url.appendingPathComponent(relativePath)
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: file)
        return file
    }

    /// Creates a directory at a path relative to the root.
    @discardableResult
    func makeDirectory(_ relativePath: String) -> URL {
        let directory = url.appendingPathComponent(relativePath)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    func path(_ relativePath: String) -> String { url.appendingPathComponent(relativePath).path }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
