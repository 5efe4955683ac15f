import Platform

/// Picks people at random.
public protocol PeopleRouletting: Sendable {
    /// Picks `count` different people from the stored list, uniformly at random, and records the
    /// pick in the history.
    func pick(_ count: Int) async throws -> Pick

    /// Picks `count` different people from `people`, the stored list its caller has just read,
    /// uniformly at random, and records the pick in the history: the store is not read again.
    func pick(_ count: Int, from people: [Person]) async throws -> Pick
}

/// The roulette: a uniform pick of N unique people with an injected random source (seeded with
/// `--seed` for reproducible picks) and an injected clock for the history.
public struct RouletteHandler: PeopleRouletting, PickHistoryRetrieving {
    let users: any UsersRetrieving
    let store: any PeopleStoring
    let random: any RandomSource
    let clock: any TimeSource

    /// A roulette picking from `users`, recording in `store`, drawing from `random`, timed by `clock`.
    public init(users: any UsersRetrieving, store: any PeopleStoring, random: any RandomSource, clock: any TimeSource) {
        self.users = users
        self.store = store
        self.random = random
        self.clock = clock
    }

    public func pick(_ count: Int) async throws -> Pick {
        try await pick(count, from: try await users.retrieve())
    }

    public func pick(_ count: Int, from people: [Person]) async throws -> Pick {
        let chosen = try Self.choose(count, from: people, random: random)
        let pick = Pick(date: clock.now, people: chosen)
        try await store.record(pick)
        return pick
    }

    public func history(limit: Int) async throws -> [Pick] {
        try await store.history(limit: limit)
    }

    /// Chooses `count` different elements uniformly at random: a partial Fisher-Yates shuffle,
    /// so every subset (and every order) is equally likely.
    public static func choose<Element>(_ count: Int, from elements: [Element], random: any RandomSource) throws(PeopleError) -> [Element] {
        guard !elements.isEmpty else { throw .noPeople }
        guard count >= 1 else { throw .countTooSmall(count) }
        guard count <= elements.count else { throw .countTooLarge(requested: count, available: elements.count) }
        var pool = elements
        var generator = random.generator()
        for index in 0..<count {
            let other = Int.random(in: index..<pool.count, using: &generator)
            pool.swapAt(index, other)
        }
        return Array(pool.prefix(count))
    }
}
