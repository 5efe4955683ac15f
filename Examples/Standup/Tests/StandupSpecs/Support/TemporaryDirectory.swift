import Foundation

/// A fresh directory under the system's temporary directory, removed by `remove()`. In-process
/// runs use it as the platform doubles' root: home is `<root>/home`, the working directory
/// `<root>/work`.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("StandupSpecs-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url.appendingPathComponent("work"), withIntermediateDirectories: true)
    }

    /// Writes `text` at a path under the directory, creating folders on the way.
    @discardableResult
    func write(_ relativePath: String, _ text: String) -> URL {
        let file = file(relativePath)
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: file)
        return file
    }

    /// A path under the directory; nothing is created.
    func file(_ relativePath: String) -> URL { url.appendingPathComponent(relativePath) }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
