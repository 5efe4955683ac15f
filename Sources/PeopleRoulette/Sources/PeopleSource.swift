/// Where the list of people comes from: the bundled demo list, an HTTP API or a local file.
/// Chosen by the configuration key `people.source`.
public protocol PeopleSource: Sendable {
    /// A short description for messages: `https://example.com/users`, `the bundled demo list`.
    var name: String { get }

    /// Fetches the whole list. It is validated by the caller before anything is stored.
    func fetchPeople() async throws -> [Person]
}
