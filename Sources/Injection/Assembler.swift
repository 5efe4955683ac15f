/// Builds a container from assemblies: `Assembler([NetworkingAssembly(), StorageAssembly()]).resolver`.
public final class Assembler: Sendable {
    private let container: Container

    /// The built container, as a resolver.
    public var resolver: any Resolver { container }

    /// An assembler over `container` (a new one by default), without assemblies yet.
    public init(container: Container? = Container()) { self.container = container ?? Container() }

    /// An assembler whose container is a child of `parentAssembler`'s.
    public init(parentAssembler: Assembler?, defaultObjectScope: ObjectScope = .graph, behaviors: [any Behavior] = []) {
        container = Container(parent: parentAssembler?.container, defaultObjectScope: defaultObjectScope, behaviors: behaviors)
    }

    /// An assembler over `container` with `assemblies` applied.
    @available(*, deprecated, message: "Use not throwing alternative: init(_:, container:)")
    public convenience init(assemblies: [any Assembly], container: Container? = Container()) throws {
        self.init(assemblies, container: container ?? Container())
    }

    /// An assembler over `container` (a new one by default) with `assemblies` applied.
    public init(_ assemblies: [any Assembly], container: Container = Container()) {
        self.container = container
        run(assemblies)
    }

    /// An assembler whose container is a child of `parentAssembler`'s, with `assemblies` applied.
    @available(*, deprecated, message: "Use not throwing alternative: init(_:, parent:)")
    public convenience init(assemblies: [any Assembly], parentAssembler: Assembler?) throws {
        self.init(assemblies, parent: parentAssembler)
    }

    /// An assembler whose container is a child of `parent`'s, with `assemblies` applied.
    public init(_ assemblies: [any Assembly], parent: Assembler?, defaultObjectScope: ObjectScope = .graph, behaviors: [any Behavior] = []) {
        container = Container(parent: parent?.container, defaultObjectScope: defaultObjectScope, behaviors: behaviors)
        run(assemblies)
    }

    /// Applies one more assembly, then tells it the container is loaded.
    public func apply(assembly: any Assembly) { run([assembly]) }

    /// Applies more assemblies, then tells each the container is loaded.
    public func apply(assemblies: [any Assembly]) { run(assemblies) }

    private func run(_ assemblies: [any Assembly]) {
        for assembly in assemblies { assembly.assemble(container: container) }
        for assembly in assemblies { assembly.loaded(resolver: resolver) }
    }
}
