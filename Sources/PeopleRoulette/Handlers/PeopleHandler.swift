import Platform

/// Downloads the list of people from the configured source and keeps it in the store.
package protocol PeopleDownloading: Sendable {
    /// Where the list comes from, for messages: `the bundled demo list`, a URL, a file's path.
    var sourceName: String { get }

    /// Fetches the list, validates it, then replaces the stored list in one transaction.
    /// On any failure the stored list stays exactly as it was.
    @discardableResult
    func download() async throws -> [Person]
}

/// Reads the stored list of people.
package protocol PeopleRetrieving: Sendable {
    /// The stored people, in id order; empty when none are stored.
    func retrieve() async throws -> [Person]
    /// Where the stored list came from; `nil` when none was ever stored.
    func provenance() async throws -> PeopleProvenance?
}

/// Downloads the people from a source into the store, and retrieves them from it.
package struct PeopleHandler: PeopleDownloading, PeopleRetrieving {
    let source: any PeopleSource
    let store: any PeopleStoring
    let clock: any TimeSource

    /// A handler downloading from `source` into `store`, recording each list's source and the
    /// time `clock` gives.
    package init(source: any PeopleSource, store: any PeopleStoring, clock: any TimeSource = SystemTimeSource()) {
        self.source = source
        self.store = store
        self.clock = clock
    }

    package var sourceName: String { source.name }

    @discardableResult
    package func download() async throws -> [Person] {
        let fetched = try await source.fetchPeople()
        let people = try PeopleValidator.validate(fetched, source: source.name)
        try await store.replaceAll(with: people, from: source.provenance(storedAt: clock.now))
        return people
    }

    package func retrieve() async throws -> [Person] {
        try await store.allPeople()
    }

    package func provenance() async throws -> PeopleProvenance? {
        try await store.provenance()
    }
}

/// The former name of ``PeopleHandler``.
@available(*, deprecated, renamed: "PeopleHandler")
package typealias UsersHandler = PeopleHandler

/// The former name of ``PeopleDownloading``.
@available(*, deprecated, renamed: "PeopleDownloading")
package typealias UsersDownloading = PeopleDownloading

/// The former name of ``PeopleRetrieving``.
@available(*, deprecated, renamed: "PeopleRetrieving")
package typealias UsersRetrieving = PeopleRetrieving
