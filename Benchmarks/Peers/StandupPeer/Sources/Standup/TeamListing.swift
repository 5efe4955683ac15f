/// Lists the team: from the settings, from a file or from an HTTP address.
public protocol TeamListing: Sendable {
    /// Where the names come from, for messages.
    var sourceName: String { get }

    /// The team, with at least one member.
    func team() async throws -> Team
}
