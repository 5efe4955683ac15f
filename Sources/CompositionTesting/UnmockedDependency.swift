import Platform

/// Thrown when a spec's subject reaches a service that production chooses by a setting and the
/// spec did not mock: a test container never lets a spec reach the network or the disk by
/// accident. The message names the service to register.
public struct UnmockedDependency: UserFacingError, CustomStringConvertible, Equatable {
    /// The service that was resolved: `PeopleStoring`.
    public let service: String
    /// The key production chooses it by.
    public let key: String

    /// Creates the error for a service production chooses by `key`.
    public init(service: String, key: String) {
        self.service = service
        self.key = key
    }

    /// Names the service, the mock to register and the key production chooses it by.
    public var message: String {
        "\(service) is not mocked: register a mock of \(service) in the spec's container (production chooses it by \(key))"
    }

    /// How to fix the spec: register a mock, or choose a real implementation in the overrides.
    public var hint: String? {
        "app.register(\(service).self) { _ in <your mock> }, or pass overrides: [\"\(key)=<name>\"] for a real implementation"
    }

    /// Always `ExitCode.software` (70): the spec, not the user, is at fault.
    public var exitCode: ExitCode { .software }

    /// The message.
    public var description: String { message }
}
