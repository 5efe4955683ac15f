import Configuration
import Injection

/// A built and validated container with the configuration it was built for and the bindings
/// the assemblies chose.
public struct AssembledApp: Sendable {
    /// The container; resolve through `resolver`.
    public let container: Container
    /// The configuration it was built for.
    public let configuration: ResolvedConfiguration
    /// What each service got and why, in registration order.
    public let bindings: [Binding]

    /// The container as a resolver.
    public var resolver: any Resolver { container }
}
