import Configuration
import Platform

/// Thrown when something resolves a service whose configuration says `forbidden`: the test
/// configuration forbids everything that would reach the network or the user's disk, so a spec
/// that forgot a mock fails here, naming the service to mock.
public struct ForbiddenDependency: UserFacingError, CustomStringConvertible, Equatable {
    /// The service that was resolved: `PeopleStoring`.
    public let service: String
    /// The key set to `forbidden`.
    public let key: String
    /// Where `forbidden` came from.
    public let source: SettingSource

    public init(service: String, key: String, source: SettingSource) {
        self.service = service
        self.key = key
        self.source = source
    }

    public var message: String {
        "\(service) is forbidden by \(key)=forbidden (from \(source)): register a mock of \(service) in the spec's container"
    }

    public var hint: String? {
        "container.register(\(service).self) { _ in <your mock> }, or choose a real implementation with --set \(key)=<name>"
    }

    public var exitCode: ExitCode { .configuration }

    public var description: String { message }
}
