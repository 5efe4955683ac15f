/// A dependency made when first used, then kept: inject `Lazy<Service>` instead of `Service` to
/// delay an expensive construction, or to close a cycle.
///
/// `Lazy<Service>` needs no registration of its own: it resolves as long as `Service` is registered.
/// The instance is resolved in the object graph the `Lazy` was made in, so graph-scoped
/// dependencies are shared with the objects made with it.
///
/// ```swift
/// container.register(Report.self) { r in Report(renderer: r.resolve(Lazy<Renderer>.self)!) }
/// report.renderer.instance.render()   // Renderer made here, once
/// ```
public final class Lazy<Service>: @unchecked Sendable {
    private let provider: Provider<Service>
    private let graph: GraphRecord?
    private let made = Lock<Service?>(nil)

    init(provider: Provider<Service>, graph: GraphRecord?) {
        self.provider = provider
        self.graph = graph
    }

    /// The instance, resolved on first access, the same afterwards.
    ///
    /// Resolution cannot fail for a `Lazy` the container made, unless the container was released
    /// or its registrations removed since; that is a programming error and stops the program with
    /// the reason. Use `resolvedInstance()` to handle it instead.
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
