/// Replaces everything stored at once.
public protocol RecordReplacing<Record>: Sendable {
    /// What is stored.
    associatedtype Record: StorableRecord

    /// Replaces every stored record with these, in this order, in one transaction.
    ///
    /// The new records are checked first (unique ids, each one encodable); only then is the old
    /// data deleted and the new written. If anything fails, before or during the write, the
    /// store keeps exactly what it had.
    func replaceAll(with records: [Record]) async throws
}
