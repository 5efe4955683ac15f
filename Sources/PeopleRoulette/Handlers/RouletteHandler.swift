import Platform

/// Picks people at random.
package protocol PeopleRouletting: Sendable {
    /// Picks `count` different people from `people`, the stored list its caller has just read,
    /// uniformly at random, hands the pick to `show`, and records it in the history once `show`
    /// returned: a pick whose showing failed (its output could not be written) is not kept. The
    /// store is not read again. Throws `PeopleError.noPeople` when `people` is empty and
    /// `.countTooLarge` when it has fewer than `count`.
    func pick(_ count: PickCount, from people: [Person], showing show: (Pick) async throws -> Void) async throws -> Pick

    /// Picks `count` different people from the stored list as `pick(_:from:showing:)` does, reading
    /// from the store only how many there are, the people picked and where the list came from,
    /// together (`PeopleStoring.people(choosing:)`), never the whole list; `show` gets the pick
    /// and that provenance. A seed chooses the same people as it does from the list in id order.
    func pick(_ count: PickCount, showing show: (Pick, PeopleProvenance?) async throws -> Void) async throws -> Pick
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

    /// Counts the stored people, chooses positions in id order (`positions(_:among:random:)`),
    /// and reads those rows and the list's provenance, in one read of the store; the pick is
    /// recorded in a write of its own, once shown. A store that reads the count and the rows
    /// apart may see a list replaced between them (another run's `refresh`) shorter than
    /// counted: then the pick starts over on the new list.
    package func pick(_ count: PickCount, showing show: (Pick, PeopleProvenance?) async throws -> Void) async throws -> Pick {
        var chosen = ChosenPeople(people: [], provenance: nil)
        for _ in 1...3 {
            chosen = try await store.people { available in try Self.positions(count, among: available, random: random) }
            if chosen.people.count == count.value { break }
        }
        guard chosen.people.count == count.value else {
            throw PeopleError.countTooLarge(requested: count.value, available: chosen.people.count)
        }
        let pick = Pick(date: clock.now, people: chosen.people)
        try await show(pick, chosen.provenance)
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
        try positions(count, among: elements.count, random: random).map { elements[$0] }
    }

    /// Chooses `count` different positions in `0..<available` as `choose(_:from:random:)` chooses
    /// elements, without the elements: the same partial Fisher-Yates shuffle over the positions,
    /// the positions it moved kept in a dictionary, so the cost follows `count`, not `available`.
    /// The same random source gives the same positions as `choose` gives elements.
    package static func positions(_ count: PickCount, among available: Int, random: any RandomSource) throws(PeopleError) -> [Int] {
        guard available > 0 else { throw .noPeople }
        guard count.value <= available else { throw .countTooLarge(requested: count.value, available: available) }
        var moved: [Int: Int] = [:]
        var generator = random.generator()
        var chosen: [Int] = []
        chosen.reserveCapacity(count.value)
        for index in 0..<count.value {
            let other = Int.random(in: index..<available, using: &generator)
            let picked = moved[other] ?? other
            moved[other] = moved[index] ?? index
            chosen.append(picked)
        }
        return chosen
    }
}
