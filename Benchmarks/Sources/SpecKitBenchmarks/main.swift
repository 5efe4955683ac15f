// The cost of running SpecKit examples: time against the same closures called in a plain loop,
// and instructions per example as a spec class grows (it must stay flat: a spec class is built
// once, and each example costs the same however many siblings it has).
// Run: cd Benchmarks && swift run -c release SpecKitBenchmarks
//      (`--example-run N G sync|async` runs N examples in G groups once, for callgrind)
import Foundation
import ProcessTiming
import SpecKit
import Synchronization

final class Counter: Sendable {
    private let value = Atomic<Int>(0)
    func increment() { value.add(1, ordering: .relaxed) }
    var count: Int { value.load(ordering: .relaxed) }
}

/// Median of several timed rounds, in nanoseconds.
func measure(rounds: Int = 5, _ body: () async -> Void) async -> Double {
    var samples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<rounds {
        let elapsed = await clock.measure { await body() }
        samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
    }
    return samples.sorted()[samples.count / 2]
}

/// Runs `examples` trivial examples in `groups` groups of one spec; synchronous examples run on
/// the main thread, async ones in the spec's task.
func runSpec(examples: Int, groups: Int, synchronous: Bool, counter: Counter) async -> SpecReport {
    let perGroup = groups == 0 ? 0 : examples / groups
    // Real specs name groups and examples with string literals; precompute the names so the
    // benchmark measures SpecKit, not string interpolation.
    let groupNames = (0..<groups).map { "group \($0)" }
    let exampleNames = (0..<perGroup).map { "example \($0)" }
    return await SpecRunner.run {
        for group in 0..<groups {
            describe(groupNames[group]) {
                for example in 0..<perGroup {
                    if synchronous {
                        it(exampleNames[example]) { counter.increment() }
                    } else {
                        it(exampleNames[example]) { @Sendable () async in counter.increment() }
                    }
                }
            }
        }
    }
}

func report(_ label: String, examples: Int, groups: Int, synchronous: Bool) async {
    let counter = Counter()
    let closures: [() async throws -> Void] = (0..<examples).map { _ in { counter.increment() } }
    let plain = await measure {
        for closure in closures { try? await closure() }
    }
    let speckit = await measure {
        let report = await runSpec(examples: examples, groups: groups, synchronous: synchronous, counter: counter)
        precondition(report.passed.count == examples, "every example must pass")
    }
    let overhead = (speckit - plain) / Double(examples)
    print("\(label): \(examples) \(synchronous ? "synchronous" : "async") examples in \(groups) group(s) of \(examples / groups)")
    print(String(format: "  plain loop  %10.2f ms total  %8.3f µs/example", plain / 1e6, plain / Double(examples) / 1e3))
    print(String(format: "  SpecKit     %10.2f ms total  %8.3f µs/example", speckit / 1e6, speckit / Double(examples) / 1e3))
    print(String(format: "  overhead    %8.3f µs/example (target: at most 20 µs)", overhead / 1e3))
}

/// Instructions per example within one spec class, from 100 to 10,000 examples, in one
/// `describe` and in groups of 100: the difference to a run of no example, divided by the count.
/// Fails (exit 1) when 10,000 examples cost more than 1.5 times as much per example as 100.
func flatCost() throws -> Bool {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("speckit-flat-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    guard let callgrind = Callgrind.prepare(in: folder) else {
        print("flat cost: skipped (valgrind or cc is missing)")
        return true
    }
    let executable = CommandLine.arguments[0]
    let environment = ProcessInfo.processInfo.environment
    func instructions(_ examples: Int, _ groups: Int, _ kind: String) throws -> Int {
        try callgrind.instructions(executable, ["--example-run", "\(examples)", "\(groups)", kind], environment: environment)
    }
    var withinBudget = true
    print("instructions per example within one spec class (callgrind; run minus a run of no example, divided by the count)")
    for kind in ["sync", "async"] {
        let baseline = try instructions(0, 0, kind)
        for (layout, groups) in [("one describe", { (_: Int) in 1 }), ("groups of 100", { (count: Int) in max(1, count / 100) })] {
            var perExample: [Int: Double] = [:]
            for count in [100, 1_000, 10_000] {
                perExample[count] = Double(try instructions(count, groups(count), kind) - baseline) / Double(count)
            }
            let growth = (perExample[10_000] ?? 0) / max(perExample[100] ?? 1, 1)
            let ok = growth <= 1.5
            withinBudget = withinBudget && ok
            let cells = [100, 1_000, 10_000].map { String(format: "%6.1f k", (perExample[$0] ?? 0) / 1e3) }.joined(separator: "  ")
            print(
                String(
                    format: "  %-5@ %-13@ 100 / 1,000 / 10,000: %@   growth %.2fx (budget 1.50x) %@",
                    kind,
                    layout,
                    cells,
                    growth,
                    ok ? "ok" : "OVER"
                )
            )
        }
    }
    return withinBudget
}

let arguments = CommandLine.arguments
if arguments.count == 5, arguments[1] == "--example-run", let examples = Int(arguments[2]), let groups = Int(arguments[3]) {
    let report = await runSpec(examples: examples, groups: groups, synchronous: arguments[4] == "sync", counter: Counter())
    precondition(report.passed.count == examples, "every example must pass")
} else {
    await report("typical", examples: 10_000, groups: 100, synchronous: true)
    await report("typical", examples: 10_000, groups: 100, synchronous: false)
    await report("deep", examples: 10_000, groups: 1_000, synchronous: true)
    await report("flat", examples: 10_000, groups: 1, synchronous: true)
    if try !flatCost() { exit(1) }
}
