import Configuration
import Injection

/// A built container with the configuration it was built for and the bindings the assemblies
/// chose; validated before use, or when a resolution fails (`validation`).
public struct AssembledApp: Sendable {
    /// The container; resolve through `resolver`.
    public let container: Container
    /// The configuration it was built for.
    public let configuration: ResolvedConfiguration
    /// What each service got and why, in registration order.
    public let bindings: [Binding]
    /// When its graph is validated.
    public let validation: GraphValidation

    init(container: Container, configuration: ResolvedConfiguration, bindings: [Binding], validation: GraphValidation = .beforeUse) {
        self.container = container
        self.configuration = configuration
        self.bindings = bindings
        self.validation = validation
    }

    /// The container as a resolver.
    public var resolver: any Resolver { container }
}
