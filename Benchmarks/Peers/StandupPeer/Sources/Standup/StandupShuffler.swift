/// Puts the team in a speaking order: a Fisher–Yates shuffle drawing from an injected random
/// source, so a seeded source repeats it.
public final class StandupShuffler: Sendable {
    /// Where the team comes from.
    public let listing: any TeamListing
    /// What the shuffle draws from.
    public let random: any RandomSource

    public init(listing: any TeamListing, random: any RandomSource) {
        self.listing = listing
        self.random = random
    }

    /// The team, listed now.
    public func team() async throws -> Team {
        try await listing.team()
    }

    /// The team in a random speaking order.
    public func order() async throws -> [TeamMember] {
        Self.shuffled(try await listing.team().members, random: random)
    }

    /// A uniformly random permutation of `elements`.
    public static func shuffled<Element>(_ elements: [Element], random: any RandomSource) -> [Element] {
        var result = elements
        var generator = random.generator()
        var index = result.count - 1
        while index > 0 {
            let other = Int.random(in: 0...index, using: &generator)
            result.swapAt(index, other)
            index -= 1
        }
        return result
    }
}
