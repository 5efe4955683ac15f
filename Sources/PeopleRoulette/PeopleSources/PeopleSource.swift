#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the list of people comes from: the bundled demo list, an HTTP API or a local file.
/// Chosen by the configuration key `people.source`.
package protocol PeopleSource: Sendable {
    /// A short description for messages: `https://example.com/users`, `the bundled demo list`.
    var name: String { get }

    /// The kind of source, recorded with the list it gives.
    var kind: PeopleProvenance.Kind { get }

    /// Fetches the whole list. It is validated by the caller before anything is stored.
    func fetchPeople() async throws -> [Person]
}

extension PeopleSource {
    /// The provenance of a list from this source stored at `date`: its kind and, but for the
    /// bundled list, its `name` (a path, or an address without credentials or query).
    package func provenance(storedAt date: Date) -> PeopleProvenance {
        PeopleProvenance(kind: kind, location: kind == .bundled ? nil : name, storedAt: date)
    }
}
