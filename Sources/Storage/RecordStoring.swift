/// Every capability of a record store: save, retrieve, purge and replace-all.
///
/// Handlers depend on the capabilities they need (`any RecordRetrieving<Person>`) or on this
/// protocol for all of them; an app registers a `SQLiteRecordStore` (over an `SQLiteTable`) for
/// its records, and its specs an `InMemoryRecordStore`:
///
/// ```swift
/// let store: any RecordStoring<Person> = InMemoryRecordStore<Person>()
/// try await store.replaceAll(with: downloaded)
/// let people = try await store.retrieveAll()
/// ```
public protocol RecordStoring<Record>: RecordSaving, RecordRetrieving, RecordPurging, RecordReplacing {}
