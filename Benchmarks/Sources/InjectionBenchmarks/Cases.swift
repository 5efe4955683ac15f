// The cases every figure is measured on: the same operation with Injection, Swinject 2.10.0 and
// hand-written wiring (the floor).

/// The benchmark cases, wired by hand: what a container cannot beat.
final class HandCases: @unchecked Sendable {
    /// The singleton, as a composition root would keep it.
    let logger: Logging = Logger()

    @inline(never) func singleton() -> Logging { logger }
    @inline(never) func transient() -> Fetching { Fetcher(logger: Logger()) }
    @inline(never) func named(_ name: String) -> Logging { Logger() }
    @inline(never) func argument(_ start: Int) -> Counting { Counter(start: start) }
    @inline(never) func graph() -> PA { NA(b: NB(d: ND(), e: NE()), c: NC(f: NF(), g: NG(h: NH(), i: NI()))) }
}

/// One operation, done the three ways.
struct BenchmarkCase {
    /// Short name, for `--count` and `--profile`: `singleton`.
    let key: String
    /// Name in the table: `singleton (container scope)`.
    let name: String
    /// Upper bound of the operations per timed round.
    let iterations: Int
    let injection: () -> Void
    let swinject: (() -> Void)?
    let hand: (() -> Void)?
    /// Operations per callgrind run of Swinject (slow cases get fewer).
    var swinjectCount = 2_000
}

func benchmarkCases(_ injection: InjectionCases, _ swinject: SwinjectCases, _ hand: HandCases) -> [BenchmarkCase] {
    [
        BenchmarkCase(
            key: "singleton",
            name: "singleton (container scope)",
            iterations: 2_000_000,
            injection: { blackHole(injection.resolveSingleton()) },
            swinject: { blackHole(swinject.resolveSingleton()) },
            hand: { blackHole(hand.singleton()) }
        ),
        // The same, with a sink that only borrows the instance. Hand wiring then returns its
        // stored instance without any reference counting (the optimizer gives the
        // @inline(never) accessor a borrowed result, which a function handing out instances
        // across a module boundary, such as `resolve`, cannot have), while a resolve still returns
        // an owned instance that the caller releases: the gap is that retain/release pair.
        BenchmarkCase(
            key: "singleton-borrowed",
            name: "singleton, result borrowed",
            iterations: 2_000_000,
            injection: { blackHoleShared(injection.resolveSingleton()) },
            swinject: { blackHoleShared(swinject.resolveSingleton()) },
            hand: { blackHoleShared(hand.singleton()) }
        ),
        BenchmarkCase(
            key: "transient",
            name: "transient, 1 dependency",
            iterations: 1_000_000,
            injection: { blackHole(injection.resolveTransient()) },
            swinject: { blackHole(swinject.resolveTransient()) },
            hand: { blackHole(hand.transient()) }
        ),
        BenchmarkCase(
            key: "named",
            name: "named (3 names)",
            iterations: 2_000_000,
            injection: { blackHole(injection.resolveNamed()) },
            swinject: { blackHole(swinject.resolveNamed()) },
            hand: { blackHole(hand.named("b")) }
        ),
        BenchmarkCase(
            key: "argument",
            name: "one argument",
            iterations: 2_000_000,
            injection: { blackHole(injection.resolveArgument()) },
            swinject: { blackHole(swinject.resolveArgument()) },
            hand: { blackHole(hand.argument(42)) }
        ),
        BenchmarkCase(
            key: "graph",
            name: "9-object graph (graph scope)",
            iterations: 500_000,
            injection: { blackHole(injection.resolveGraph()) },
            swinject: { blackHole(swinject.resolveGraph()) },
            hand: { blackHole(hand.graph()) },
            swinjectCount: 500
        ),
        // The graph's breakdown: what graph scope (keeping each instance for the rest of the graph)
        // and nested resolves through `any Resolver` (Swinject's factory signature) each cost.
        BenchmarkCase(
            key: "graph-transient",
            name: "  graph, transient scope",
            iterations: 500_000,
            injection: { blackHole(injection.resolveTransientGraph()) },
            swinject: nil,
            hand: { blackHole(hand.graph()) }
        ),
        BenchmarkCase(
            key: "graph-typed",
            name: "  graph, typed resolver",
            iterations: 500_000,
            injection: { blackHole(injection.resolveTypedGraph()) },
            swinject: nil,
            hand: { blackHole(hand.graph()) }
        ),
        BenchmarkCase(
            key: "graph-typed-transient",
            name: "  graph, typed and transient",
            iterations: 500_000,
            injection: { blackHole(injection.resolveTypedTransientGraph()) },
            swinject: nil,
            hand: { blackHole(hand.graph()) }
        ),
        BenchmarkCase(
            key: "throwing",
            name: "9-object graph, throwing resolve",
            iterations: 500_000,
            injection: { blackHole(injection.resolveGraphThrowing()) },
            swinject: { blackHole(swinject.resolveGraph()) },
            hand: { blackHole(hand.graph()) },
            swinjectCount: 500
        ),
        BenchmarkCase(
            key: "initializer",
            name: "9-object graph, by initializer",
            iterations: 500_000,
            injection: { blackHole(injection.resolveInitializerGraph()) },
            swinject: { blackHole(swinject.resolveGraph()) },
            hand: { blackHole(hand.graph()) },
            swinjectCount: 500
        ),
        BenchmarkCase(
            key: "miss",
            name: "miss among 1,000 registrations",
            iterations: 1_000_000,
            injection: { blackHole(injection.resolveMiss()) },
            swinject: { blackHole(swinject.resolveMiss()) },
            hand: nil,
            swinjectCount: 10
        ),
    ]
}
