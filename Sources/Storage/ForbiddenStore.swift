/// The record store of the test configuration: every call fails with `StorageError.forbidden`,
/// naming the dependency a spec should mock, so a spec that forgot its mock fails at once
/// instead of touching the disk.
///
/// ```swift
/// container.register((any RecordStoring<Person>).self) { _ in ForbiddenStore<Person>() }
/// ```
public struct ForbiddenStore<Record: StorableRecord>: RecordStoring {
    /// The name of the dependency to mock, shown in the error.
    public let dependency: String

    /// A forbidden store; `dependency` names what to mock, `RecordStoring<Record>` by default.
    public init(dependency: String? = nil) {
        self.dependency = dependency ?? "RecordStoring<\(Record.self)>"
    }

    /// Throws `StorageError.forbidden`; nothing is saved.
    public func save(_ records: [Record]) async throws { throw forbidden("save") }
    /// Throws `StorageError.forbidden`.
    public func retrieveAll() async throws -> [Record] { throw forbidden("retrieveAll") }
    /// Throws `StorageError.forbidden`.
    public func retrieve(id: Record.ID) async throws -> Record? { throw forbidden("retrieve(id:)") }
    /// Throws `StorageError.forbidden`.
    public func count() async throws -> Int { throw forbidden("count") }
    /// Throws `StorageError.forbidden`; nothing is deleted.
    public func purge() async throws { throw forbidden("purge") }
    /// Throws `StorageError.forbidden`; nothing is deleted.
    public func purge(ids: [Record.ID]) async throws { throw forbidden("purge(ids:)") }
    /// Throws `StorageError.forbidden`; nothing is replaced.
    public func replaceAll(with records: [Record]) async throws { throw forbidden("replaceAll") }

    private func forbidden(_ operation: String) -> StorageError {
        .forbidden(dependency: dependency, operation: "\(operation) on a store of \(Record.self)")
    }
}
