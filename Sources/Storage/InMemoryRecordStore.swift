import Platform

/// A record store in memory, for specs and for the `memory` storage backend: the same
/// behaviour as `SQLiteRecordStore` (order, replacement by id, refused duplicates, all or
/// nothing), nothing on disk.
///
/// ```swift
/// let store = InMemoryRecordStore(records: [Person(id: 1, name: "Ada")])
/// try await store.save([Person(id: 2, name: "Grace")])
/// try await store.count()   // 2
/// ```
public final class InMemoryRecordStore<Record: StorableRecord>: RecordStoring {
    private struct Contents {
        var records: [Record] = []
        var positions: [Record.ID: Int] = [:]

        mutating func reindex() {
            positions = Dictionary(uniqueKeysWithValues: records.enumerated().map { ($1.id, $0) })
        }
    }

    private let contents: Lock<Contents>

    /// A store holding these records (they must have unique ids; with duplicates, the last one
    /// of each id is kept).
    public init(records: [Record] = []) {
        var initial = Contents()
        for record in records {
            if let position = initial.positions[record.id] {
                initial.records[position] = record
            } else {
                initial.positions[record.id] = initial.records.count
                initial.records.append(record)
            }
        }
        contents = Lock(initial)
    }

    /// Inserts new records at the end and replaces stored ones in place; refuses duplicate ids.
    public func save(_ records: [Record]) async throws {
        try RecordValidation.requireUniqueIDs(records)
        contents.withLock { contents in
            for record in records {
                if let position = contents.positions[record.id] {
                    contents.records[position] = record
                } else {
                    contents.positions[record.id] = contents.records.count
                    contents.records.append(record)
                }
            }
        }
    }

    /// Every record, in the order first saved.
    public func retrieveAll() async throws -> [Record] {
        contents.withLock { $0.records }
    }

    /// The record with this id, or nil.
    public func retrieve(id: Record.ID) async throws -> Record? {
        contents.withLock { contents in contents.positions[id].map { contents.records[$0] } }
    }

    /// How many records are kept.
    public func count() async throws -> Int {
        contents.withLock { $0.records.count }
    }

    /// Forgets every record.
    public func purge() async throws {
        contents.withLock { $0 = Contents() }
    }

    /// Forgets the records with these ids.
    public func purge(ids: [Record.ID]) async throws {
        let doomed = Set(ids)
        contents.withLock { contents in
            contents.records.removeAll { doomed.contains($0.id) }
            contents.reindex()
        }
    }

    /// Keeps exactly these records, in this order; refuses duplicate ids, keeping the old records.
    public func replaceAll(with records: [Record]) async throws {
        try RecordValidation.requireUniqueIDs(records)
        contents.withLock { contents in
            contents.records = records
            contents.reindex()
        }
    }
}
