import Foundation

/// The team in a text file: one name a line; blank lines and lines starting with `#` are
/// skipped. The file is read each time the team is asked for.
public struct FileTeamList: TeamListing {
    /// The largest file read: 1 MB.
    public static let defaultSizeLimit = 1_048_576

    /// The file read.
    public let file: URL
    /// The largest file accepted, in bytes.
    public let sizeLimit: Int

    public init(file: URL, sizeLimit: Int = FileTeamList.defaultSizeLimit) {
        self.file = file
        self.sizeLimit = sizeLimit
    }

    public var sourceName: String { file.path }

    public func team() throws -> Team {
        let path = file.path
        let data = try Self.contents(of: path, limit: sizeLimit)
        guard let text = String(data: data, encoding: .utf8) else { throw TeamListError.notText(path: path) }
        let team = Team(names: Self.names(in: text), source: path)
        guard !team.members.isEmpty else { throw TeamListError.emptyFile(path: path) }
        return team
    }

    /// The lines that name someone: trimmed, without blank lines and `#` comments.
    static func names(in text: String) -> [String] {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// At most `limit` bytes of the regular file at `path`.
    static func contents(of path: String, limit: Int) throws -> Data {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw TeamListError.missing(path: path) }
        if isDirectory.boolValue {
            throw TeamListError.unreadable(path: path, reason: "it is a directory, not a regular file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw TeamListError.unreadable(path: path, reason: "permission denied")
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            guard data.count <= limit else { throw TeamListError.tooLarge(path: path, limit: limit) }
            return data
        } catch let error as TeamListError {
            throw error
        } catch {
            throw TeamListError.unreadable(path: path, reason: error.localizedDescription)
        }
    }
}
