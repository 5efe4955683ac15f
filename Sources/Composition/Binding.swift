import Configuration
import Injection

/// What the composition root registered for one service, and why: the line of `graph`.
///
/// A binding keeps the types themselves; they are named (`typeName(_:)`) only when something
/// prints them: `graph`, its JSON, a test container's report.
///
/// ```swift
/// Binding(service: (any PeopleStoring).self, implementation: SQLitePeopleStore.self, key: "storage.backend", value: "sqlite")
/// ```
public struct Binding: Sendable, Hashable, Encodable {
    /// The service asked for, usually a protocol: `(any PeopleStoring).self`.
    public let serviceType: any Any.Type
    /// What stands behind it (`SQLitePeopleStore.self`), or nil in a test container for a choice
    /// a spec must mock.
    public let implementationType: (any Any.Type)?
    /// The key that chose it, or nil when nothing is configurable.
    public let key: String?
    /// The key's value, when a key chose it.
    public let value: String?
    /// Where the value came from, in dump form (`file:/app/Config/default.json:3`, `env:X`, `default`).
    public let origin: String?

    /// Creates a binding of a service to its implementation (nil: a mock is required), with the
    /// key, value and origin that chose it when a setting did.
    public init(service: any Any.Type, implementation: (any Any.Type)?, key: String? = nil, value: String? = nil, origin: String? = nil) {
        self.serviceType = service
        self.implementationType = implementation
        self.key = key
        self.value = value
        self.origin = origin
    }

    /// The implementation a test container shows for a choice a spec must mock.
    public static let mockRequired = "(mock required)"

    /// The service's name as its type is written: `PeopleStoring`, `any RecordStoring<CachedRates>`.
    public var service: String { typeName(serviceType) }

    /// The implementation's name (`SQLitePeopleStore`), or `Binding.mockRequired`.
    public var implementation: String { implementationType.map { typeName($0) } ?? Self.mockRequired }

    /// `storage.backend=sqlite (file:/app/Config/default.json:3)`, `roulette.seed (unset)`, or `-`
    /// when no key chose it.
    public var reason: String {
        guard let key else { return "-" }
        return key + (value.map { "=\($0)" } ?? "") + (origin.map { " (\($0))" } ?? "")
    }

    /// Whether two bindings bind the same service to the same implementation, for the same reason.
    public static func == (lhs: Binding, rhs: Binding) -> Bool {
        ObjectIdentifier(lhs.serviceType) == ObjectIdentifier(rhs.serviceType)
            && lhs.implementationType.map(ObjectIdentifier.init) == rhs.implementationType.map(ObjectIdentifier.init)
            && lhs.key == rhs.key && lhs.value == rhs.value && lhs.origin == rhs.origin
    }

    /// Hashes the types, key, value and origin.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(serviceType))
        hasher.combine(implementationType.map(ObjectIdentifier.init))
        hasher.combine(key)
        hasher.combine(value)
        hasher.combine(origin)
    }

    private enum CodingKeys: String, CodingKey {
        case service, implementation, key, value, origin
    }

    /// `{"service": "PeopleStoring", "implementation": "SQLitePeopleStore", "key": ..., "value": ..., "origin": ...}`,
    /// the absent ones left out: an element of `graph --json`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(service, forKey: .service)
        try container.encode(implementation, forKey: .implementation)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(origin, forKey: .origin)
    }
}
