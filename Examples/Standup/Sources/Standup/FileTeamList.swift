import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
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
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// At most `limit` bytes of the file, read with POSIX calls so every failure keeps the
    /// system's reason; one byte more is `tooLarge`, whatever the file claims its size is.
    static func contents(of path: String, limit: Int) throws(TeamListError) -> Data {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { throw .missing(path: path) }
            throw .unreadable(path: path, reason: reason(code))
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFDIR { throw .unreadable(path: path, reason: "it is a directory") }
            if status.st_size > limit { throw .tooLarge(path: path, limit: limit) }
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw .unreadable(path: path, reason: reason(code))
            }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { throw .tooLarge(path: path, limit: limit) }
        }
    }

    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
