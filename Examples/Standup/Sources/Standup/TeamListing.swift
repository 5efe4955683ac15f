/// Lists the team: from the configuration (`InlineTeamList`) or from a file (`FileTeamList`).
/// Which one an app uses is its configuration's choice (`team.source`).
///
/// ```swift
/// let team = try listing.team()   // or a TeamListError naming what to fix
/// ```
public protocol TeamListing: Sendable {
    /// Where the names come from, for messages: `team.members` or a file's path.
    var sourceName: String { get }

    /// The team, with at least one member, or a `TeamListError`.
    func team() throws -> Team
}
