import Swinject

/// The benchmark cases, resolved with Swinject 2.10.0.
final class SwinjectCases: @unchecked Sendable {
    let singleton = Container()
    let transient = Container()
    let named = Container()
    let argument = Container()
    let graph = Container()
    /// 1,000 registrations, made on first use (they slow the start of every counted run).
    lazy var miss: Container = {
        let container = Container()
        for index in 0..<1_000 {
            container.register(Logging.self, name: "logger\(index)") { _ in Logger() }
        }
        return container
    }()
    let synchronizedGraph: Resolver

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
        synchronizedGraph = graph.synchronize()
    }

    @inline(never) func resolveSingleton() -> Logging? { singleton.resolve(Logging.self) }
    @inline(never) func resolveTransient() -> Fetching? { transient.resolve(Fetching.self) }
    @inline(never) func resolveNamed() -> Logging? { named.resolve(Logging.self, name: "b") }
    @inline(never) func resolveArgument() -> Counting? { argument.resolve(Counting.self, argument: 42) }
    @inline(never) func resolveGraph() -> PA? { graph.resolve(PA.self) }
    @inline(never) func resolveSynchronizedGraph() -> PA? { synchronizedGraph.resolve(PA.self) }
    @inline(never) func resolveMiss() -> Fetching? { miss.resolve(Fetching.self) }

    func memoryGrowth(resolves: Int) -> Int {
        for _ in 0..<10_000 { blackHole(resolveGraph()) }
        let before = residentBytes()
        for _ in 0..<resolves { blackHole(resolveGraph()) }
        return residentBytes() - before
    }
}
