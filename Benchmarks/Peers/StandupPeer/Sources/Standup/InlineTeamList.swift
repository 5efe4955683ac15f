/// The team written in the settings themselves (`team.members`).
public struct InlineTeamList: TeamListing {
    /// The key the names are read from, for messages.
    public static let key = "team.members"

    /// The names as configured, before trimming.
    public let names: [String]

    public init(names: [String]) {
        self.names = names
    }

    public var sourceName: String { Self.key }

    public func team() throws -> Team {
        let team = Team(names: names, source: sourceName)
        guard !team.members.isEmpty else { throw TeamListError.emptyList }
        return team
    }
}
