/// What `pick` and the list commands show before their views render it: the people loaded
/// (downloaded first if none are stored), and a pick of some of them.
package final class RouletteViewModel: Sendable {
    let people: any PeopleRetrieving
    let downloader: any PeopleDownloading
    let roulette: any PeopleRouletting

    /// A view-model reading the stored people, downloading them when there are none, and
    /// picking with `roulette`.
    package init(people: any PeopleRetrieving, downloader: any PeopleDownloading, roulette: any PeopleRouletting) {
        self.people = people
        self.downloader = downloader
        self.roulette = roulette
    }

    /// Loads the stored people; downloads them first when none are stored.
    package func load() async throws -> [Person] {
        let stored = try await people.retrieve()
        if !stored.isEmpty { return stored }
        return try await downloader.download()
    }

    /// How many people are stored, without reading them; downloads the list first when none is
    /// stored. What `pick` runs before `spin(_:showing:)`.
    @discardableResult
    package func loadCount() async throws -> Int {
        let stored = try await people.count()
        if stored > 0 { return stored }
        return try await downloader.download().count
    }

    /// Spins the roulette on the stored list, reading from the store only how many people it
    /// holds, the people picked and the list's provenance, in one read; hands the picked list
    /// (with that provenance) to `show`, and records the pick only once `show` returned. Run
    /// `loadCount()` first, so that a list is stored.
    ///
    /// ```swift
    /// try await output.withSpinner("Loading people") { try await viewModel.loadCount() }
    /// try await viewModel.spin(count) { picked in try PickedListView(viewModel: picked).render(to: output, origin: origin) }
    /// ```
    @discardableResult
    package func spin(_ count: PickCount, showing show: (PickedListViewModel) async throws -> Void) async throws -> PickedListViewModel {
        var provenance: PeopleProvenance?
        let pick = try await roulette.pick(count) { pick, stored in
            provenance = stored
            try await show(PickedListViewModel(pick: pick, provenance: stored))
        }
        return PickedListViewModel(pick: pick, provenance: provenance)
    }

    /// Loads the people (downloading if needed) and spins the roulette on them: the list is read
    /// once, and the roulette says whether it holds `count` people. The pick is recorded.
    package func spin(_ count: PickCount) async throws -> PickedListViewModel {
        PickedListViewModel(pick: try await roulette.pick(count, from: try await load()))
    }

    /// Spins the roulette on `people` (what `load()` returned), hands the picked list to `show`,
    /// and records the pick only once `show` returned: a pick whose output could not be written
    /// is not kept in the history.
    ///
    /// ```swift
    /// let people = try await output.withSpinner("Loading people") { try await viewModel.load() }
    /// try await viewModel.spin(count, from: people) { picked in try PickedListView(viewModel: picked).render(to: output, origin: origin) }
    /// ```
    @discardableResult
    package func spin(
        _ count: PickCount,
        from people: [Person],
        showing show: (PickedListViewModel) async throws -> Void
    ) async throws -> PickedListViewModel {
        PickedListViewModel(pick: try await roulette.pick(count, from: people) { try await show(PickedListViewModel(pick: $0)) })
    }
}
