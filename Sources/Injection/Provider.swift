/// A factory of a dependency: each access to `instance` resolves a new one (within the scope's
/// rules). It resolves whenever `Service` is registered.
public final class Provider<Service>: @unchecked Sendable {
    private weak var container: Container?
    private let name: String?
    private let arguments: CapturedArguments

    init(container: Container, name: String?, arguments: CapturedArguments) {
        self.container = container
        self.name = name
        self.arguments = arguments
    }

    /// A newly resolved instance; the program stops if the container was released or the
    /// registration removed since (`resolvedInstance()` throws).
    public var instance: Service {
        do {
            return try resolvedInstance()
        } catch {
            preconditionFailure("Provider<\(Service.self)>: \(error)")
        }
    }

    /// A newly resolved instance, or the reason it cannot be resolved.
    public func resolvedInstance() throws(ResolutionError) -> Service { try resolve(inGraph: nil, restoring: false) }

    /// The instance, resolved in the resolution in progress or, `restoring`, in `graph` (a `Lazy`'s).
    func resolve(inGraph graph: GraphRecord?, restoring: Bool = true) throws(ResolutionError) -> Service {
        guard let container else {
            throw ResolutionError(.containerReleased, key: RegistrationKey(Service.self, name: name, arguments: arguments.types), path: [])
        }
        let key = ServiceKey(Service.self, arguments: arguments.id, name: name)
        guard restoring else { return try container.resolving(key, arguments) }
        return try container.withResolution { resolution throws(ResolutionError) in
            try resolution.withRestoredGraph(graph) { () throws(ResolutionError) -> Service in try container.resolving(key, arguments) }
        }
    }
}

extension Provider: ResolutionWrapper {
    static var wrappedType: Any.Type { Service.self }
    static var dependencyKind: DeclaredDependency.Kind { .deferred }

    static func make(in container: Container, name: String?, arguments: CapturedArguments, resolution _: Resolution?) throws(ResolutionError) -> Self?
    {
        guard container.entry(for: ServiceKey(Service.self, arguments: arguments.id, name: name)) != nil else { return nil }
        return Self(container: container, name: name, arguments: arguments)
    }
}
