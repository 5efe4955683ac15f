import Platform

/// Every service a spec's subject reaches that a setting chooses and the spec did not mock,
/// reported at once when the subject is resolved, so one run of the spec names them all:
///
/// ```text
/// Ledger reaches 2 services that are not mocked: register a mock of each in the spec's container
///   - Greeting (production chooses it by greeting.language), path: Ledger -> Greeting
///   - any RecordKeeping<Visit> (production chooses it by ledger.backend), path: Ledger -> any RecordKeeping<Visit>
/// hint: app.register(Greeting.self) { _ in <your mock> }, or pass overrides: ["greeting.language=<name>"] for a real implementation
/// hint: app.register((any RecordKeeping<Visit>).self) { _ in <your mock> }, or pass overrides: ["ledger.backend=<name>"] for a real implementation
/// ```
public struct ForgottenMocks: UserFacingError, CustomStringConvertible, Equatable {
    /// The service resolved: `RouletteViewModel`.
    public let subject: String
    /// The services to mock, in the order the subject reaches them.
    public let dependencies: [UnmockedDependency]

    /// The subject and the services it reaches unmocked.
    public init(subject: String, dependencies: [UnmockedDependency]) {
        self.subject = subject
        self.dependencies = dependencies
    }

    /// One line per service, after a summary; for one service, its own message and path.
    public var message: String {
        if dependencies.count == 1, let only = dependencies.first {
            return only.message + (only.path.count > 1 ? "\n  path: " + only.path.joined(separator: " -> ") : "")
        }
        let lines = dependencies.map { dependency in
            "  - \(dependency.service) (production chooses it by \(dependency.key))"
                + (dependency.path.count > 1 ? ", path: " + dependency.path.joined(separator: " -> ") : "")
        }
        return (["\(subject) reaches \(dependencies.count) services that are not mocked: register a mock of each in the spec's container"] + lines)
            .joined(separator: "\n")
    }

    /// One line per service: the registration to write, or the override for a real implementation.
    public var hint: String? {
        dependencies.compactMap(\.hint).joined(separator: "\nhint: ")
    }

    /// A bug of the spec: 70.
    public var exitCode: ExitCode { .software }

    /// The message, then a `hint:` line per service.
    public var description: String { "\(message)\nhint: \(hint ?? "")" }
}
