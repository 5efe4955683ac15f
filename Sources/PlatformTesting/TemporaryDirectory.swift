import Foundation
import Platform

/// A fresh directory under the system's temporary directory, for the files one spec reads and
/// writes; `remove()` deletes it, typically in an `afterEach`.
///
/// Its ``locations`` put home at `<root>/home` and the working directory at `<root>/work`, as
/// `PlatformServices.doubles(root:)` does, so no spec touches the user's own files.
///
/// ```swift
/// let directory = TemporaryDirectory(creating: ["home", "work"])
/// afterEach { directory.remove() }
///
/// it("reads the team file") {
///     let file = directory.write("work/team.txt", "Ada\nAlan\n")
///     expect(try TeamFile(path: file.path).names) == ["Ada", "Alan"]
/// }
/// ```
///
/// Every method ignores the file system's failures: a spec that needs a file notices its
/// absence on its own.
public final class TemporaryDirectory: Sendable {
    /// The directory's location; it exists once the initializer returns.
    public let url: URL

    /// Creates a uniquely named directory, with the `subdirectories` (paths relative to it)
    /// inside.
    public init(creating subdirectories: [String] = []) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("TemporaryDirectory-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for subdirectory in subdirectories {
            try? FileManager.default.createDirectory(at: url.appendingPathComponent(subdirectory), withIntermediateDirectories: true)
        }
    }

    /// File locations rooted in the directory: home is `<root>/home`, the working directory
    /// `<root>/work`.
    public var locations: FixedFileLocations { FixedFileLocations(root: url) }

    /// The location of a path relative to the directory; nothing is created.
    public func file(_ relativePath: String) -> URL { url.appendingPathComponent(relativePath) }

    /// The file-system path of a path relative to the directory; nothing is created.
    public func path(_ relativePath: String) -> String { file(relativePath).path }

    /// Writes `data` at a path relative to the directory, creating the folders on the way, and
    /// returns the file's location.
    @discardableResult
    public func write(_ relativePath: String, _ data: Data) -> URL {
        let file = file(relativePath)
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file)
        return file
    }

    /// Writes `text` as UTF-8 at a path relative to the directory, creating the folders on the
    /// way, and returns the file's location.
    @discardableResult
    public func write(_ relativePath: String, _ text: String) -> URL { write(relativePath, Data(text.utf8)) }

    /// Creates a directory, and its missing parents, at a path relative to the directory, and
    /// returns its location.
    @discardableResult
    public func makeDirectory(_ relativePath: String) -> URL {
        let directory = file(relativePath)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The names of the entries directly inside the directory, sorted.
    public func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// Deletes the directory and everything in it, first making it writable again in case a
    /// spec took its permissions away.
    public func remove() {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }
}
