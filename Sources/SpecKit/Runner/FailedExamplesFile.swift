import Foundation

/// The examples whose last run failed, kept for `SPECKIT_RERUN_FAILED=1` in
/// `.build/speckit/failed-examples.json`:
///
/// ```json
/// {"failed":[{"name":"Stack pops","spec":"StackSpecs.StackSpec"}],"version":1}
/// ```
/// After every run the file is updated: the examples that ran drop out of it, those that failed
/// are added, and the others keep their entry. So a rerun that passes empties it, and a run of one
/// shard or of a filter leaves the failures of the other examples for the next rerun.
package struct FailedExamplesFile: Sendable {
    /// The file's place under the build folder.
    package static let relativePath = "speckit/failed-examples.json"
    /// A bigger file is not ours.
    package static let sizeLimit = 64 << 20

    /// The file's full path.
    package let path: String

    /// Creates the file's handle under a build directory, such as `.build`.
    package init(buildDirectory: String) {
        path = (buildDirectory.hasSuffix("/") ? buildDirectory : buildDirectory + "/") + Self.relativePath
    }

    private struct Content: Codable {
        var version = 1
        var failed: [ExampleKey]
    }

    /// The examples that failed last time; empty when the file does not exist yet.
    package func read() throws(FailedExamplesFileError) -> Set<ExampleKey> {
        // Bounded by hand: SpecKit depends on nothing of this project (not Platform's RegularFile).
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FailedExamplesFileError(path: path, reason: "it cannot be read")
        }
        defer { try? handle.close() }
        let bytes: Data
        do {
            bytes = try handle.read(upToCount: Self.sizeLimit + 1) ?? Data()
        } catch {
            throw FailedExamplesFileError(path: path, reason: "it cannot be read")
        }
        guard bytes.count <= Self.sizeLimit else {
            throw FailedExamplesFileError(path: path, reason: "it is larger than \(Self.sizeLimit) bytes")
        }
        guard let content = try? JSONDecoder().decode(Content.self, from: bytes) else {
            throw FailedExamplesFileError(path: path, reason: "it is not a list of failed examples written by SpecKit")
        }
        return Set(content.failed)
    }

    /// The list after a run in which `ran` ran and `failed` of them failed.
    package static func updated(_ previous: Set<ExampleKey>, ran: Set<ExampleKey>, failed: Set<ExampleKey>) -> Set<ExampleKey> {
        previous.subtracting(ran).union(failed)
    }

    /// Writes the list, replacing the file at once (a reader never sees half of it).
    package func write(_ failed: Set<ExampleKey>) throws(FailedExamplesFileError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            let data = try encoder.encode(Content(failed: failed.sorted()))
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw FailedExamplesFileError(path: path, reason: error.localizedDescription)
        }
    }
}

/// The failed-examples file could not be read or written.
package struct FailedExamplesFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file.
    package let path: String
    /// What is wrong with it.
    package let reason: String

    /// The file and what is wrong with it, in one line.
    package var description: String {
        "cannot use the list of failed examples \(path): \(reason); delete it and run every example again"
    }
}
