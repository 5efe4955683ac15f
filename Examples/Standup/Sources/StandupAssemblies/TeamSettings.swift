import Configuration

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The keys of standup: where the team comes from, and the seed of its shuffle. The `http.*`
/// keys (`http.timeout` for the download of `team.url`) are the networking component's.
public enum TeamSettings {
    /// Where the team comes from: the values of `team.source`.
    public enum Source: String, CaseIterable, Sendable {
        /// The names in `team.members`.
        case inline
        /// The names in `team.file`.
        case file
        /// The JSON array of names `team.url` answers.
        case http
    }

    /// `team.source`: `inline` (the names in team.members), `file` (the names in team.file) or
    /// `http` (the names team.url answers).
    public static let source = Setting<Source>.oneOf(
        "team.source",
        default: .inline,
        doc: "Where the team comes from: the names in team.members, the file at team.file, or the JSON array of names team.url answers."
    )
    /// `team.members`: the team when team.source=inline.
    public static let members = Setting.list(
        "team.members",
        default: ["Ada", "Alan", "Grace", "Edsger"],
        doc: "The names of the team when team.source=inline: a JSON array in files, comma-separated elsewhere."
    )
    /// `team.file`: a text file with one name a line.
    public static let file = Setting.path(
        "team.file",
        default: nil,
        doc: "The file read when team.source=file: one name a line; blank lines and lines starting with # are skipped."
    )
    /// `team.url`: an address answering a JSON array of names.
    public static let url = Setting.url(
        "team.url",
        default: nil,
        doc: "The address asked when team.source=http: a GET answered by a JSON array of names, such as [\"Ada\", \"Alan\"]."
    )
    /// `standup.seed`: a fixed seed repeats the order; `--seed <n>` sets it too.
    public static let seed = Setting.integer(
        "standup.seed",
        in: 0...Int.max,
        default: nil,
        doc: "Seeds the shuffle so runs repeat; unset, every order is random. --seed sets it too."
    )

    /// Every key of the component.
    public static let all: [any SettingDeclaring] = [source, members, file, url, seed]
}
