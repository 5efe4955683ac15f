/// Lists the team: from the configuration (`InlineTeamList`), from a file (`FileTeamList`) or
/// from an HTTP address (`HTTPTeamList`). Which one an app uses is its configuration's choice
/// (`team.source`).
///
/// ```swift
/// let team = try await listing.team()   // or an error naming what to fix
/// ```
public protocol TeamListing: Sendable {
    /// Where the names come from, for messages: `team.members`, a file's path or an address.
    var sourceName: String { get }

    /// The team, with at least one member, or a `TeamListError` (an `APIError` for a download
    /// that fails).
    func team() async throws -> Team
}
