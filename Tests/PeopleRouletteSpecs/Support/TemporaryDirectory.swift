import Foundation

/// A fresh directory under the system's temporary directory, for one example; `remove()` in an
/// `afterEach`.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("PeopleRouletteSpecs-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes a file at a path relative to the root, creating directories on the way.
    @discardableResult
    func write(_ relativePath: String, _ data: Data) -> URL {
        let file = url.appendingPathComponent(relativePath)
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file)
        return file
    }

    @discardableResult
    func write(_ relativePath: String, _ text: String) -> URL { write(relativePath, Data(text.utf8)) }

    /// Creates a directory at a path relative to the root.
    @discardableResult
    func makeDirectory(_ relativePath: String) -> URL {
        let directory = url.appendingPathComponent(relativePath)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    func file(_ relativePath: String) -> URL { url.appendingPathComponent(relativePath) }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
