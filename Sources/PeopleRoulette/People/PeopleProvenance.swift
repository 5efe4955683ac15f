#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the stored list of people came from: the kind of source, its location, and when the
/// list was stored. Written with the list, in the same transaction, by each `refresh` (or the
/// first load); the commands report it rather than the current `people.source`.
///
/// ```swift
/// let provenance = PeopleProvenance(kind: .file, location: "/home/ada/team.txt", storedAt: clock.now)
/// try await store.replaceAll(with: people, from: provenance)
/// ```
package struct PeopleProvenance: Codable, Sendable, Hashable {
    /// The kind of source a list came from.
    package enum Kind: String, Codable, Sendable, CaseIterable {
        /// The demo list compiled into the binary: sample data.
        case bundled
        /// An HTTP API.
        case http
        /// A local file.
        case file
        /// Stored by a version that did not record its source (a database of schema version 2).
        case unknown
    }

    /// The kind of source.
    package let kind: Kind
    /// The file's path or the address (without credentials or query); `nil` for the bundled list
    /// and when unknown.
    package let location: String?
    /// When the list was stored; `nil` when unknown.
    package let storedAt: Date?

    /// The provenance of a list from a source of `kind` at `location`, stored at `storedAt`.
    package init(kind: Kind, location: String? = nil, storedAt: Date? = nil) {
        self.kind = kind
        self.location = location
        self.storedAt = storedAt
    }

    /// A list whose source was not recorded.
    package static let unknown = PeopleProvenance(kind: .unknown)
}
