/// A value a record store can keep: identified by an id that is unique within its store.
///
/// Any `Identifiable` and `Sendable` type whose id is `Sendable` qualifies:
///
/// ```swift
/// struct Person: StorableRecord, Codable { let id: Int; var name: String }
/// ```
///
/// For an append-only log (such as a history of picks) give every entry a unique id, such as a
/// `UUID`: saving a record whose id is already stored replaces it.
public protocol StorableRecord: Identifiable, Sendable where ID: Sendable {}
