// Overhead of running SpecKit examples, against the same closures called in a plain loop.
// Run: cd Benchmarks && swift run -c release SpecKitBenchmarks
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

func report(_ label: String, examples: Int, groups: Int) async {
    let perGroup = examples / groups
    let counter = Counter()
    let closures: [() async throws -> Void] = (0..<examples).map { _ in { counter.increment() } }

    let plain = await measure {
        for closure in closures { try? await closure() }
    }
    // Real specs name groups and examples with string literals; precompute the names so the
    // benchmark measures SpecKit, not string interpolation.
    let groupNames = (0..<groups).map { "group \($0)" }
    let exampleNames = (0..<perGroup).map { "example \($0)" }
    let speckit = await measure {
        let report = await SpecRunner.run {
            for group in 0..<groups {
                describe(groupNames[group]) {
                    for example in 0..<perGroup {
                        it(exampleNames[example]) { counter.increment() }
                    }
                }
            }
        }
        precondition(report.passed.count == examples, "every example must pass")
    }
    let overhead = (speckit - plain) / Double(examples)
    print("\(label): \(examples) examples in \(groups) group(s) of \(perGroup)")
    print(String(format: "  plain loop  %10.2f ms total  %8.3f µs/example", plain / 1e6, plain / Double(examples) / 1e3))
    print(String(format: "  SpecKit     %10.2f ms total  %8.3f µs/example", speckit / 1e6, speckit / Double(examples) / 1e3))
    print(String(format: "  overhead    %8.3f µs/example (target: at most 20 µs)", overhead / 1e3))
}

await report("typical", examples: 10_000, groups: 100)
await report("deep", examples: 10_000, groups: 1_000)
await report("flat", examples: 1_000, groups: 1)
