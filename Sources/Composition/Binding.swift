import Configuration

/// What the composition root registered for one service, and why: the line of `graph`.
public struct Binding: Sendable, Hashable, Encodable {
    /// The service asked for, usually a protocol: `PeopleStoring`.
    public let service: String
    /// What stands behind it: `SQLitePeopleStore`, or `Binding.mockRequired` in a test container.
    public let implementation: String
    /// The key that chose it, or nil when nothing is configurable.
    public let key: String?
    /// The key's value, when a key chose it.
    public let value: String?
    /// Where the value came from, in dump form (`file:/app/Config/default.json:3`, `env:X`, `default`).
    public let origin: String?

    /// Creates a binding of a service to its implementation, with the key, value and origin that chose it when a setting did.
    public init(service: String, implementation: String, key: String? = nil, value: String? = nil, origin: String? = nil) {
        self.service = service
        self.implementation = implementation
        self.key = key
        self.value = value
        self.origin = origin
    }

    /// The implementation a test container shows for a choice a spec must mock.
    public static let mockRequired = "(mock required)"

    /// `storage.backend=sqlite (file:/app/Config/default.json:3)`, `roulette.seed (unset)`, or `-`
    /// when no key chose it.
    public var reason: String {
        guard let key else { return "-" }
        return key + (value.map { "=\($0)" } ?? "") + (origin.map { " (\($0))" } ?? "")
    }
}
