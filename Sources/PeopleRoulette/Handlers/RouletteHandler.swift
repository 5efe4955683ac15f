import Platform

/// Picks people at random.
package protocol PeopleRouletting: Sendable {
    /// Picks `count` different people from `people`, the stored list its caller has just read,
    /// uniformly at random, hands the pick to `show`, and records it in the history once `show`
    /// returned: a pick whose showing failed (its output could not be written) is not kept. The
    /// store is not read again. Throws `PeopleError.noPeople` when `people` is empty and
    /// `.countTooLarge` when it has fewer than `count`.
    func pick(_ count: PickCount, from people: [Person], showing show: (Pick) async throws -> Void) async throws -> Pick
}

extension PeopleRouletting {
    /// Picks `count` different people from `people` and records the pick, showing it nowhere.
    package func pick(_ count: PickCount, from people: [Person]) async throws -> Pick {
        try await pick(count, from: people) { _ in }
    }
}

/// The roulette: a uniform pick of N unique people with an injected random source (seeded with
/// `--seed` for reproducible picks) and an injected clock for the history.
package struct RouletteHandler: PeopleRouletting, PickHistoryRetrieving {
    let store: any PeopleStoring
    let random: any RandomSource
    let clock: any TimeSource

    /// A roulette recording in `store`, drawing from `random`, timed by `clock`.
    package init(store: any PeopleStoring, random: any RandomSource, clock: any TimeSource) {
        self.store = store
        self.random = random
        self.clock = clock
    }

    package func pick(_ count: PickCount, from people: [Person], showing show: (Pick) async throws -> Void) async throws -> Pick {
        let chosen = try Self.choose(count, from: people, random: random)
        let pick = Pick(date: clock.now, people: chosen)
        try await show(pick)
        try await store.record(pick)
        return pick
    }

    package func history(limit: Int) async throws -> [Pick] {
        try await store.history(limit: limit)
    }

    /// Chooses `count` different elements uniformly at random: a partial Fisher-Yates shuffle,
    /// so every subset (and every order) is equally likely. The one check of the count against
    /// the list: `count` is 1 or more by its type, and only here is the list's size known.
    package static func choose<Element>(_ count: PickCount, from elements: [Element], random: any RandomSource) throws(PeopleError) -> [Element] {
        guard !elements.isEmpty else { throw .noPeople }
        guard count.value <= elements.count else { throw .countTooLarge(requested: count.value, available: elements.count) }
        var pool = elements
        var generator = random.generator()
        for index in 0..<count.value {
            let other = Int.random(in: index..<pool.count, using: &generator)
            pool.swapAt(index, other)
        }
        return Array(pool.prefix(count.value))
    }
}
