/// Checks a batch of records before anything is written: record stores, and an app's own
/// store working on the transactions directly, run it before a write.
public enum RecordValidation {
    /// Throws `StorageError.invalidRecords` when two records share an id.
    public static func requireUniqueIDs<Record: StorableRecord>(_ records: [Record]) throws(StorageError) {
        var seen = Set<Record.ID>()
        seen.reserveCapacity(records.count)
        for (position, record) in records.enumerated() where !seen.insert(record.id).inserted {
            throw .invalidRecords(reason: "two records have the id \(record.id) (the second at position \(position + 1) of \(records.count))")
        }
    }
}
