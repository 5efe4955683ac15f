import Platform

/// Downloads the list of people from the configured source and keeps it in the store.
package protocol PeopleDownloading: Sendable {
    /// Where the list comes from, for messages: `the bundled demo list`, a URL, a file's path.
    var sourceName: String { get }

    /// Fetches the list, validates it, then replaces the stored list in one transaction.
    /// On any failure the stored list stays exactly as it was.
    @discardableResult
    func download() async throws -> [Person]

    /// Fetches the list from the source and validates it, storing nothing: the first half of
    /// `download()`, for a caller that reports the replacement (`store(_:showing:)`).
    func fetch() async throws -> [Person]

    /// Replaces the stored list with `people` (what `fetch()` returned), telling `written` how
    /// many are written so far, and handing them to `show` before the replacement commits: when
    /// `show` throws (its output could not be written), the stored list stays exactly as it was
    /// and the error is thrown.
    func store(_ people: [Person], written: (Int) -> Void, showing show: ([Person]) throws -> Void) async throws
}

/// Reads the stored list of people.
package protocol PeopleRetrieving: Sendable {
    /// The stored people, in id order; empty when none are stored.
    func retrieve() async throws -> [Person]
    /// How many people are stored, without reading them; 0 when none are.
    func count() async throws -> Int
    /// Where the stored list came from; `nil` when none was ever stored.
    func provenance() async throws -> PeopleProvenance?
}

extension PeopleRetrieving {
    /// The number of people `retrieve()` returns: a retriever that can count without reading
    /// the list says so with its own.
    package func count() async throws -> Int {
        try await retrieve().count
    }
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
        let people = try await fetch()
        try await store.replaceAll(with: people, from: source.provenance(storedAt: clock.now))
        return people
    }

    package func fetch() async throws -> [Person] {
        try PeopleValidator.validate(try await source.fetchPeople(), source: source.name)
    }

    package func store(_ people: [Person], written: (Int) -> Void, showing show: ([Person]) throws -> Void) async throws {
        try await store.replaceAll(with: people, from: source.provenance(storedAt: clock.now), written: written) { try show(people) }
    }

    package func retrieve() async throws -> [Person] {
        try await store.allPeople()
    }

    package func count() async throws -> Int {
        try await store.count()
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
