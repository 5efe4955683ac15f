/// Reads stored records.
public protocol RecordRetrieving<Record>: Sendable {
    /// What is stored.
    associatedtype Record: StorableRecord

    /// Every stored record, in the order they were first saved (or as given to `replaceAll`).
    func retrieveAll() async throws -> [Record]

    /// The record with this id, or nil when there is none.
    func retrieve(id: Record.ID) async throws -> Record?

    /// How many records are stored.
    func count() async throws -> Int
}
