import Platform

/// Thrown when a spec's subject reaches a service that production chooses by a setting and the
/// spec did not mock: a test container never lets a spec reach the network or the disk by
/// accident. The message names the service to register.
public struct UnmockedDependency: UserFacingError, CustomStringConvertible, Equatable {
    /// The service that was resolved: `PeopleStoring`.
    public let service: String
    /// The key production chooses it by.
    public let key: String

    public init(service: String, key: String) {
        self.service = service
        self.key = key
    }

    public var message: String {
        "\(service) is not mocked: register a mock of \(service) in the spec's container (production chooses it by \(key))"
    }

    public var hint: String? {
        "app.register(\(service).self) { _ in <your mock> }, or pass overrides: [\"\(key)=<name>\"] for a real implementation"
    }

    public var exitCode: ExitCode { .software }

    public var description: String { message }
}
