import Foundation

/// The people of a standup, in the order they are listed, and where the list came from.
public struct Team: Sendable, Hashable {
    /// The members, in listed order.
    public let members: [TeamMember]
    /// Where the list came from, for messages.
    public let source: String

    public init(members: [TeamMember], source: String) {
        self.members = members
        self.source = source
    }

    /// A team of these names, trimmed, with blank ones left out.
    public init(names: [String], source: String) {
        let trimmed = names.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        self.init(members: trimmed.map(TeamMember.init(name:)), source: source)
    }

    /// The members' names, in order.
    public var names: [String] { members.map(\.name) }
}
