import CLI
import PeopleRoulette

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the stored list came from, as `pick`, `users` and `show` report it: the provenance
/// recorded with the list by the last `refresh` (or first load), and the configured
/// `people.source` only when no list was ever stored. In text, the sample-data note (the bundled
/// list) or a line naming the source; in JSON, `provider` and `sample` of the stored list, and
/// `location` and `storedAt` when recorded.
///
/// ```swift
/// let origin = StoredListOrigin(stored: try await users.provenance(), configured: configuredOrigin)
/// try origin.render(table, or: json, to: output)   // ... "stored from /home/ada/team.txt (file) at 2026-05-01T10:00:00Z"
/// ```
package struct StoredListOrigin: Sendable, Equatable {
    /// What the configured bundled source says of its sample list.
    package static let sampleNote = "sample data: the bundled demo list, not your team; set people.source (see 'people-roulette config')"

    /// The provider and sample flag shown.
    package let origin: DataOrigin
    /// The recorded provenance, `nil` when no list was ever stored.
    package let provenance: PeopleProvenance?

    /// The origin of a stored list recorded as `stored`; `configured` (that of `people.source`)
    /// when nothing is recorded.
    package init(stored: PeopleProvenance?, configured: DataOrigin) {
        provenance = stored
        if let stored {
            let sample = stored.kind == .bundled
            origin = DataOrigin(provider: stored.kind.rawValue, sample: sample, note: sample ? Self.sampleNote : "")
        } else {
            origin = configured
        }
    }

    /// The line after text output naming where a list that is not sample data came from; `nil`
    /// for sample data or when nothing is recorded.
    package var line: String? {
        guard let provenance, provenance.kind != .bundled else { return nil }
        guard provenance.kind != .unknown, let location = provenance.location else {
            return "note: where the stored list came from was not recorded; 'people-roulette refresh' records it"
        }
        let time = provenance.storedAt.map { " at " + $0.formatted(.iso8601) } ?? ""
        return "stored from \(location) (\(provenance.kind.rawValue))\(time)"
    }

    /// Writes the table, then the sample-data note or the line naming the source; or, with
    /// `--json`, the value with `location`, `storedAt`, `provider` and `sample` added.
    package func render<Value: Encodable>(_ table: @autoclosure () -> Table, or json: @autoclosure () -> Value, to output: CommandOutput) throws {
        try output.render(table(), or: Located(value: json(), provenance: provenance), from: origin)
        if !output.isJSON, let line { try output.line(line) }
    }
}

/// A JSON object with the recorded `location` and `storedAt` added to a value's own members.
struct Located<Value: Encodable>: Encodable {
    let value: Value
    let provenance: PeopleProvenance?

    private enum CodingKeys: String, CodingKey { case location, storedAt }

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(provenance?.location, forKey: .location)
        try container.encodeIfPresent(provenance?.storedAt, forKey: .storedAt)
    }
}
