import Foundation
import Platform

/// A fresh directory under the temporary directory (`$TMPDIR`, else the system's), for the files
/// one spec reads and writes; `remove()` deletes it, typically in an `afterEach`.
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
/// Nothing is created on disk until an example uses the directory (any property or method but
/// `remove()`), and when it is missing (after `remove()`) the next use creates it afresh with its
/// subdirectories: a spec that declares one in a `describe` leaves nothing behind when its
/// examples are only listed, and each example starts from an empty tree. So use it inside
/// examples and hooks only (a `var file: URL { directory.file("a.txt") }` rather than a `let`
/// in the `describe`). The directory is also removed when the last reference to it goes, so one
/// that a spec forgot to remove does not outlive the spec.
///
/// Every method ignores the file system's failures: a spec that needs a file notices its
/// absence on its own.
public final class TemporaryDirectory: Sendable {
    private let root: URL
    private let subdirectories: [String]

    /// Names a uniquely named directory, to hold the `subdirectories` (paths relative to it);
    /// both are created on first use.
    public init(creating subdirectories: [String] = []) {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("TemporaryDirectory-\(UUID().uuidString)", isDirectory: true)
        self.subdirectories = subdirectories
    }

    deinit {
        Self.delete(root)
    }

    /// The directory's location; it exists, with its subdirectories, once this returns.
    public var url: URL {
        if !FileManager.default.fileExists(atPath: root.path) {
            try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            for subdirectory in subdirectories {
                try? FileManager.default.createDirectory(at: root.appendingPathComponent(subdirectory), withIntermediateDirectories: true)
            }
        }
        return root
    }

    /// File locations rooted in the directory: home is `<root>/home`, the working directory
    /// `<root>/work`; the directory is created.
    public var locations: FixedFileLocations { FixedFileLocations(root: url) }

    /// The location of a path relative to the directory; the directory is created, not the path.
    public func file(_ relativePath: String) -> URL { url.appendingPathComponent(relativePath) }

    /// The file-system path of a path relative to the directory; the directory is created, not
    /// the path.
    public func path(_ relativePath: String) -> String { file(relativePath).path }

    /// Writes `data` at a path relative to the directory, creating the folders on the way, and
    /// returns the file's location.
    @discardableResult
    public func write(_ relativePath: String, _ data: Data) -> URL {
        let file = url.appendingPathComponent(relativePath)
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
        let directory = url.appendingPathComponent(relativePath)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The names of the entries directly inside the directory, sorted.
    public func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// Deletes the directory and everything in it, first making it writable again in case a
    /// spec took its permissions away; the next use creates it afresh.
    public func remove() {
        Self.delete(root)
    }

    private static func delete(_ root: URL) {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
        try? FileManager.default.removeItem(at: root)
    }
}
