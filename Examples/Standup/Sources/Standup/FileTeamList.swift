import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The team in a text file (`team.source=file`, the path in `team.file`): one name a line;
/// blank lines and lines starting with `#` are skipped. The file is read each time the team is
/// asked for, never while the app is assembled.
///
/// ```text
/// # the platform team
/// Ada
/// Alan
/// ```
/// ```swift
/// let team = try FileTeamList(file: URL(fileURLWithPath: "/home/ada/team.txt")).team()
/// ```
public struct FileTeamList: TeamListing {
    /// The largest file read: 1 MB, far more than any team's names.
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

    /// The names in the file, in order; a `TeamListError` when it is missing, unreadable, too
    /// big, not text, or names no one.
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
            .map { $0.trimmingBlanks }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// At most `limit` bytes of the file, through the framework's one bounded reader
    /// (`RegularFile`): a FIFO, a device or a directory is refused at once, and one byte more
    /// than `limit` is `tooLarge`, whatever the file claims its size is.
    static func contents(of path: String, limit: Int) throws(TeamListError) -> Data {
        do {
            return Data(try RegularFile.read(at: path, limit: limit))
        } catch {
            switch error {
            case .missing: throw .missing(path: path)
            case .tooLarge: throw .tooLarge(path: path, limit: limit)
            case .notRegularFile, .unreadable: throw .unreadable(path: path, reason: error.reason)
            }
        }
    }
}
