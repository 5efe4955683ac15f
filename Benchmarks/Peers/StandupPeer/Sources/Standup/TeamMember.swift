/// One person of the team, known by the name the standup calls out.
public struct TeamMember: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The name as listed, trimmed.
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public var description: String { name }
}
