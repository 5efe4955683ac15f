/// Downloads the list of people from the configured source and keeps it in the store.
public protocol UsersDownloading: Sendable {
    /// Where the list comes from, for messages: `the bundled demo list`, a URL, a file's path.
    var sourceName: String { get }

    /// Fetches the list, validates it, then replaces the stored list in one transaction.
    /// On any failure the stored list stays exactly as it was.
    @discardableResult
    func download() async throws -> [Person]
}

/// Reads the stored list of people.
public protocol UsersRetrieving: Sendable {
    /// The stored people, in id order; empty when none are stored.
    func retrieve() async throws -> [Person]
}

/// Downloads the people from a source into the store, and retrieves them from it.
public struct UsersHandler: UsersDownloading, UsersRetrieving {
    let source: any PeopleSource
    let store: any PeopleStoring

    /// A handler downloading from `source` into `store`.
    public init(source: any PeopleSource, store: any PeopleStoring) {
        self.source = source
        self.store = store
    }

    public var sourceName: String { source.name }

    @discardableResult
    public func download() async throws -> [Person] {
        let fetched = try await source.fetchPeople()
        let people = try PeopleValidator.validate(fetched, source: source.name)
        try await store.replaceAll(with: people)
        return people
    }

    public func retrieve() async throws -> [Person] {
        try await store.allPeople()
    }
}
