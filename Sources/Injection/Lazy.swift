/// A dependency made when first used, then kept: inject `Lazy<Service>` instead of `Service` to
/// delay an expensive construction, or to close a cycle.
///
/// It resolves whenever `Service` is registered, in the object graph the `Lazy` was made in.
public final class Lazy<Service>: @unchecked Sendable {
    private let provider: Provider<Service>
    private let graph: GraphRecord?
    private let made = Lock<Service?>(nil)

    init(provider: Provider<Service>, graph: GraphRecord?) {
        self.provider = provider
        self.graph = graph
    }

    /// The instance, resolved on first access, the same afterwards; the program stops if the
    /// container was released or the registration removed since (`resolvedInstance()` throws).
    public var instance: Service {
        do {
            return try resolvedInstance()
        } catch {
            preconditionFailure("Lazy<\(Service.self)>: \(error)")
        }
    }

    /// The instance, resolved on first call and the same afterwards, or the reason it cannot be resolved.
    public func resolvedInstance() throws(ResolutionError) -> Service {
        try made.withLock { made throws(ResolutionError) -> Service in
            if let made { return made }
            let value = try provider.resolve(inGraph: graph)
            made = value
            return value
        }
    }
}

extension Lazy: ResolutionWrapper {
    static var wrappedType: Any.Type { Service.self }
    static var dependencyKind: DeclaredDependency.Kind { .deferred }

    static func make(in container: Container, name: String?, arguments: CapturedArguments, resolution: Resolution?) throws(ResolutionError) -> Self? {
        guard let provider = try Provider<Service>.make(in: container, name: name, arguments: arguments, resolution: resolution) else { return nil }
        return Self(provider: provider, graph: resolution?.currentRecord())
    }
}
