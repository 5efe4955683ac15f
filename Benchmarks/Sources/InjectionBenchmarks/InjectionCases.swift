import Injection

/// The benchmark cases, resolved with Injection.
final class InjectionCases: @unchecked Sendable {
    let singleton = Container()
    let transient = Container()
    let named = Container()
    let argument = Container()
    let graph = Container()
    let initializerGraph = Container()
    /// The graph's breakdown (see Cases.swift): every node transient (nothing kept in the graph),
    /// factories resolving through the container's own type instead of `any Resolver`, and both.
    let transientGraph = Container()
    let typedGraph = Container()
    let typedTransientGraph = Container()
    /// 1,000 registrations, made on first use (they slow the start of every counted run).
    lazy var miss: Container = {
        let container = Container()
        for index in 0..<1_000 {
            container.register(Logging.self, name: "logger\(index)") { _ in Logger() }
        }
        return container
    }()

    init() {
        singleton.register(Logging.self) { _ in Logger() }.inObjectScope(.container)

        transient.register(Logging.self) { _ in Logger() }.inObjectScope(.transient)
        transient.register(Fetching.self) { r in Fetcher(logger: r.resolve(Logging.self)!) }.inObjectScope(.transient)

        for name in ["a", "b", "c"] {
            named.register(Logging.self, name: name) { _ in Logger() }.inObjectScope(.transient)
        }

        argument.register(Counting.self) { (_, start: Int) in Counter(start: start) }.inObjectScope(.transient)

        graph.register(PA.self) { r in NA(b: r.resolve(PB.self)!, c: r.resolve(PC.self)!) }
        graph.register(PB.self) { r in NB(d: r.resolve(PD.self)!, e: r.resolve(PE.self)!) }
        graph.register(PC.self) { r in NC(f: r.resolve(PF.self)!, g: r.resolve(PG.self)!) }
        graph.register(PD.self) { _ in ND() }
        graph.register(PE.self) { _ in NE() }
        graph.register(PF.self) { _ in NF() }
        graph.register(PG.self) { r in NG(h: r.resolve(PH.self)!, i: r.resolve(PI.self)!) }
        graph.register(PH.self) { _ in NH() }
        graph.register(PI.self) { _ in NI() }

        InjectionCases.registerGraph(in: transientGraph, scope: .transient)
        InjectionCases.registerTypedGraph(in: typedGraph, scope: .graph)
        InjectionCases.registerTypedGraph(in: typedTransientGraph, scope: .transient)

        initializerGraph.register(PA.self, initializer: NA.init)
        initializerGraph.register(PB.self, initializer: NB.init)
        initializerGraph.register(PC.self, initializer: NC.init)
        initializerGraph.register(PD.self, initializer: ND.init)
        initializerGraph.register(PE.self, initializer: NE.init)
        initializerGraph.register(PF.self, initializer: NF.init)
        initializerGraph.register(PG.self, initializer: NG.init)
        initializerGraph.register(PH.self, initializer: NH.init)
        initializerGraph.register(PI.self, initializer: NI.init)
    }

    @inline(never) func resolveSingleton() -> Logging? { singleton.resolve(Logging.self) }
    @inline(never) func resolveTransient() -> Fetching? { transient.resolve(Fetching.self) }
    @inline(never) func resolveNamed() -> Logging? { named.resolve(Logging.self, name: "b") }
    @inline(never) func resolveArgument() -> Counting? { argument.resolve(Counting.self, argument: 42) }
    @inline(never) func resolveGraph() -> PA? { graph.resolve(PA.self) }
    @inline(never) func resolveTransientGraph() -> PA? { transientGraph.resolve(PA.self) }
    @inline(never) func resolveTypedGraph() -> PA? { typedGraph.resolve(PA.self) }
    @inline(never) func resolveTypedTransientGraph() -> PA? { typedTransientGraph.resolve(PA.self) }
    @inline(never) func resolveInitializerGraph() -> PA? { initializerGraph.resolve(PA.self) }
    @inline(never) func resolveGraphThrowing() -> PA? { try? graph.resolving(PA.self) }
    @inline(never) func resolveMiss() -> Fetching? { miss.resolve(Fetching.self) }

    /// The 9-object graph in `scope`, with Swinject's factories (through `any Resolver`).
    static func registerGraph(in graph: Container, scope: ObjectScope) {
        graph.register(PA.self) { r in NA(b: r.resolve(PB.self)!, c: r.resolve(PC.self)!) }.inObjectScope(scope)
        graph.register(PB.self) { r in NB(d: r.resolve(PD.self)!, e: r.resolve(PE.self)!) }.inObjectScope(scope)
        graph.register(PC.self) { r in NC(f: r.resolve(PF.self)!, g: r.resolve(PG.self)!) }.inObjectScope(scope)
        graph.register(PD.self) { _ in ND() }.inObjectScope(scope)
        graph.register(PE.self) { _ in NE() }.inObjectScope(scope)
        graph.register(PF.self) { _ in NF() }.inObjectScope(scope)
        graph.register(PG.self) { r in NG(h: r.resolve(PH.self)!, i: r.resolve(PI.self)!) }.inObjectScope(scope)
        graph.register(PH.self) { _ in NH() }.inObjectScope(scope)
        graph.register(PI.self) { _ in NI() }.inObjectScope(scope)
    }

    /// The 9-object graph in `scope`, whose factories resolve through the container itself (a
    /// `Container`, not `any Resolver`), so that nested resolves are specialised too. Not
    /// Swinject's signature: it shows what `any Resolver` costs. (The container is captured
    /// strongly, so that calls borrow it from the closure's context: a reference cycle, which
    /// this benchmark's containers, alive until the process ends, can afford.)
    static func registerTypedGraph(in graph: Container, scope: ObjectScope) {
        graph.register(PA.self) { [graph] _ in NA(b: graph.resolve(PB.self)!, c: graph.resolve(PC.self)!) }.inObjectScope(scope)
        graph.register(PB.self) { [graph] _ in NB(d: graph.resolve(PD.self)!, e: graph.resolve(PE.self)!) }.inObjectScope(scope)
        graph.register(PC.self) { [graph] _ in NC(f: graph.resolve(PF.self)!, g: graph.resolve(PG.self)!) }.inObjectScope(scope)
        graph.register(PD.self) { _ in ND() }.inObjectScope(scope)
        graph.register(PE.self) { _ in NE() }.inObjectScope(scope)
        graph.register(PF.self) { _ in NF() }.inObjectScope(scope)
        graph.register(PG.self) { [graph] _ in NG(h: graph.resolve(PH.self)!, i: graph.resolve(PI.self)!) }.inObjectScope(scope)
        graph.register(PH.self) { _ in NH() }.inObjectScope(scope)
        graph.register(PI.self) { _ in NI() }.inObjectScope(scope)
    }

    /// Builds 1,000 initializer registrations and validates them; returns the problem count.
    static func buildThousand() -> Container {
        let container = Container()
        container.register(Logging.self) { _ in Logger() }.inObjectScope(.container)
        container.register(Fetching.self, initializer: Fetcher.init)
        var count = 2
        outer: for a in allDigits() {
            for b in allDigits() {
                for c in allDigits() {
                    registerNode(container, a, b, c)
                    count += 1
                    if count == 1_000 { break outer }
                }
            }
        }
        return container
    }

    static func validate(_ container: Container) -> Int {
        container.validate().problems.count
    }

    /// Graph-scoped resolves that leave nothing behind: returns the resident-memory growth in bytes.
    func memoryGrowth(resolves: Int) -> Int {
        for _ in 0..<10_000 { blackHole(resolveGraph()) }
        let before = residentBytes()
        for _ in 0..<resolves { blackHole(resolveGraph()) }
        return residentBytes() - before
    }
}

private func registerNode<A: Digit, B: Digit, C: Digit>(_ container: Container, _: A.Type, _: B.Type, _: C.Type) {
    container.register(Node<A, B, C>.self, initializer: Node<A, B, C>.init)
}
