// Injection vs Swinject 2.10.0 vs hand wiring, on the same services, in one release run:
//
//   cd Benchmarks && swift run -c release InjectionBenchmarks
//
// Each figure is the median of 9 rounds (after calibration, which warms up), in nanoseconds per
// operation; the rounds of Injection, Swinject and hand wiring alternate, so that load changes on
// a shared machine hit them alike.

import Foundation

nonisolated(unsafe) let sharedLogger: Logging = Logger()

@inline(never) func handSingleton() -> Logging { sharedLogger }
@inline(never) func handTransient() -> Fetching { Fetcher(logger: Logger()) }
@inline(never) func handNamed(_ name: String) -> Logging { Logger() }
@inline(never) func handArgument(_ start: Int) -> Counting { Counter(start: start) }

let injection = InjectionCases()
let swinject = SwinjectCases()

// `--profile <case>`: run one Injection case in a loop (for perf), then exit.
if let flag = CommandLine.arguments.firstIndex(of: "--profile"), flag + 1 < CommandLine.arguments.count {
    let cases: [String: () -> Void] = [
        "singleton": { blackHole(injection.resolveSingleton()) },
        "transient": { blackHole(injection.resolveTransient()) },
        "named": { blackHole(injection.resolveNamed()) },
        "argument": { blackHole(injection.resolveArgument()) },
        "graph": { blackHole(injection.resolveGraph()) },
        "initializer": { blackHole(injection.resolveInitializerGraph()) },
        "miss": { blackHole(injection.resolveMiss()) },
    ]
    guard let body = cases[CommandLine.arguments[flag + 1]] else { exit(64) }
    let count = flag + 2 < CommandLine.arguments.count ? Int(CommandLine.arguments[flag + 2]) ?? 5_000_000 : 5_000_000
    for _ in 0..<count { body() }
    exit(0)
}

struct Row {
    let name: String
    let injection: Double
    let swinject: Double?
    let hand: Double?
}

func row(_ name: String, iterations: Int, injection: @escaping () -> Void, swinject: (() -> Void)?, hand: (() -> Void)?) -> Row {
    var bodies: [(Int) -> Void] = [{ n in for _ in 0..<n { injection() } }]
    if let swinject { bodies.append { n in for _ in 0..<n { swinject() } } }
    if let hand { bodies.append { n in for _ in 0..<n { hand() } } }
    let figures = measureInterleaved(limit: iterations, bodies)
    let swinjectFigure = swinject == nil ? nil : figures[1]
    let handFigure = hand == nil ? nil : figures[swinject == nil ? 1 : 2]
    return Row(name: name, injection: figures[0], swinject: swinjectFigure, hand: handFigure)
}

func format(_ value: Double?) -> String {
    guard let value else { return "-" }
    if value >= 100_000 { return String(Int(value.rounded())) }
    if value >= 100 { return String(format: "%.0f", value) }
    return String(format: "%.1f", value)
}

func ratio(_ numerator: Double?, _ denominator: Double?) -> String {
    guard let numerator, let denominator, denominator > 0 else { return "-" }
    return String(format: "%.1fx", numerator / denominator)
}

func pad(_ text: String, _ width: Int, right: Bool = true) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}

var rows: [Row] = []
rows.append(row("singleton (container scope)", iterations: 2_000_000,
    injection: { blackHole(injection.resolveSingleton()) },
    swinject: { blackHole(swinject.resolveSingleton()) },
    hand: { blackHole(handSingleton()) }))
rows.append(row("transient, 1 dependency", iterations: 1_000_000,
    injection: { blackHole(injection.resolveTransient()) },
    swinject: { blackHole(swinject.resolveTransient()) },
    hand: { blackHole(handTransient()) }))
rows.append(row("named (3 names)", iterations: 2_000_000,
    injection: { blackHole(injection.resolveNamed()) },
    swinject: { blackHole(swinject.resolveNamed()) },
    hand: { blackHole(handNamed("b")) }))
rows.append(row("one argument", iterations: 2_000_000,
    injection: { blackHole(injection.resolveArgument()) },
    swinject: { blackHole(swinject.resolveArgument()) },
    hand: { blackHole(handArgument(42)) }))
rows.append(row("9-object graph (graph scope)", iterations: 500_000,
    injection: { blackHole(injection.resolveGraph()) },
    swinject: { blackHole(swinject.resolveGraph()) },
    hand: { blackHole(handGraph()) }))
rows.append(row("9-object graph, throwing resolve", iterations: 500_000,
    injection: { blackHole(injection.resolveGraphThrowing()) },
    swinject: { blackHole(swinject.resolveGraph()) },
    hand: { blackHole(handGraph()) }))
rows.append(row("9-object graph, by initializer", iterations: 500_000,
    injection: { blackHole(injection.resolveInitializerGraph()) },
    swinject: { blackHole(swinject.resolveGraph()) },
    hand: { blackHole(handGraph()) }))
rows.append(row("miss among 1,000 registrations", iterations: 1_000_000,
    injection: { blackHole(injection.resolveMiss()) },
    swinject: { blackHole(swinject.resolveMiss()) },
    hand: nil))

print("Injection vs Swinject 2.10.0 vs hand wiring (ns/op, median of 9 interleaved rounds, release build)")
print("")
let header = [pad("case", 34, right: false), pad("Injection", 10), pad("Swinject", 10), pad("hand", 8), pad("Swinject/Injection", 19), pad("Injection/hand", 15)]
print(header.joined(separator: " "))
print(String(repeating: "-", count: 101))
for row in rows {
    let cells = [
        pad(row.name, 34, right: false), pad(format(row.injection), 10), pad(format(row.swinject), 10), pad(format(row.hand), 8),
        pad(ratio(row.swinject, row.injection), 19), pad(ratio(row.injection, row.hand), 15),
    ]
    print(cells.joined(separator: " "))
}

// Validation of 1,000 registrations by initializer (Injection only: Swinject has no validation).
let thousand = InjectionCases.buildThousand()
let validation = measure(iterations: 200, rounds: 5) { n in for _ in 0..<n { blackHole(InjectionCases.validate(thousand)) } }
print("")
print("validate() of 1,000 registrations by initializer: \(String(format: "%.2f", validation / 1_000_000)) ms (\(InjectionCases.validate(thousand)) problems)")

// Two threads: the same number of graph resolves per thread; scaling = throughput(2) / throughput(1).
let perThread = 300_000
func scaling(_ body: @escaping @Sendable () -> Void) -> (one: Double, two: Double, factor: Double) {
    _ = wallTime(threads: 1) { for _ in 0..<(perThread / 10) { body() } }
    var ones: [Double] = []
    var twos: [Double] = []
    for _ in 0..<5 {
        ones.append(wallTime(threads: 1) { for _ in 0..<perThread { body() } })
        twos.append(wallTime(threads: 2) { for _ in 0..<perThread { body() } })
    }
    ones.sort()
    twos.sort()
    let one = ones[2] / Double(perThread)
    let two = twos[2] / Double(2 * perThread)
    return (one, two, one / two)
}
let injectionCases = injection
let swinjectCases = swinject
let injectionScaling = scaling { blackHole(injectionCases.resolveGraph()) }
let swinjectScaling = scaling { blackHole(swinjectCases.resolveSynchronizedGraph()) }
let handScaling = scaling { blackHole(handGraph()) }
print("")
print("2 threads, 9-object graph (wall ns per resolve; scaling = throughput with 2 threads / with 1; 2.0x is perfect)")
for (name, result) in [("Injection", injectionScaling), ("Swinject (synchronize())", swinjectScaling), ("hand", handScaling)] {
    print("  \(pad(name, 26, right: false)) 1 thread \(pad(format(result.one), 7)) ns   2 threads \(pad(format(result.two), 7)) ns   scaling \(String(format: "%.2fx", result.factor))")
}

// Memory: a million graph-scoped resolves.
let injectionGrowth = injection.memoryGrowth(resolves: 1_000_000)
let swinjectGrowth = swinject.memoryGrowth(resolves: 1_000_000)
print("")
print("Resident memory growth over 1,000,000 graph-scoped resolves of the 9-object graph:")
print("  Injection \(injectionGrowth / 1024) KiB, Swinject \(swinjectGrowth / 1024) KiB")
