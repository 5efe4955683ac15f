import Platform

/// A service a spec's subject reaches that production chooses by a setting and the spec did not
/// mock: a test container never lets a spec reach the network or the disk by accident. Its
/// factory in a test container throws it; `AppTestContainer.resolve` reports every one a subject
/// reaches at once, in a `ForgottenMocks`.
public struct UnmockedDependency: UserFacingError, CustomStringConvertible, Equatable {
    /// The service to mock, as its type is written: `PeopleStoring`, `any RecordStoring<CachedRates>`.
    public let service: String
    /// The key production chooses it by.
    public let key: String
    /// How the subject reaches it, the subject first, or empty when unknown.
    public let path: [String]

    /// An unmocked service, the key that chooses it in production and the path to it.
    public init(service: String, key: String, path: [String] = []) {
        self.service = service
        self.key = key
        self.path = path
    }

    /// `PeopleStoring is not mocked: register a mock of PeopleStoring in the spec's container (production chooses it by storage.backend)`.
    public var message: String {
        "\(service) is not mocked: register a mock of \(service) in the spec's container (production chooses it by \(key))"
    }

    /// The registration to write, or the override that chooses a real implementation.
    public var hint: String? {
        "\(registration), or pass overrides: [\"\(key)=<name>\"] for a real implementation"
    }

    /// `app.register((any RecordStoring<CachedRates>).self) { _ in <your mock> }`.
    var registration: String {
        let type = service.hasPrefix("any ") ? "(\(service))" : service
        return "app.register(\(type).self) { _ in <your mock> }"
    }

    /// A bug of the spec: 70.
    public var exitCode: ExitCode { .software }

    /// The message, then the hint.
    public var description: String { "\(message)\nhint: \(hint ?? "")" }
}
