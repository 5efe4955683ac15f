/// Deletes stored records.
public protocol RecordPurging<Record>: Sendable {
    /// What is stored.
    associatedtype Record: StorableRecord

    /// Deletes every stored record.
    func purge() async throws

    /// Deletes the records with these ids, in one transaction; unknown ids are ignored.
    func purge(ids: [Record.ID]) async throws
}
