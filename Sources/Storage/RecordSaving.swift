/// Saves records: inserts new ones and replaces the stored ones with the same id.
public protocol RecordSaving<Record>: Sendable {
    /// What is stored.
    associatedtype Record: StorableRecord

    /// Saves the records in one transaction: all or none. A record whose id is already stored
    /// replaces it and keeps its place in the order; a new one goes last. Two records with the
    /// same id in one call are refused with `StorageError.invalidRecords`.
    func save(_ records: [Record]) async throws
}
