// Instructions per operation, counted by callgrind: unlike nanoseconds they do not move with the
// load of a shared machine, so small differences (a retain, a metadata lookup) show.
//
// Method: the benchmark re-runs itself once per case and implementation as
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect=*callgrindMeasuredLoop* \
//       InjectionBenchmarks --count CASE IMPLEMENTATION N
// The child builds the containers and warms the case up (lazy initialization, first-use
// allocations) with collection off; callgrind counts only inside `callgrindMeasuredLoop`, which
// runs the operation N times. The same loop around an empty body is counted too and subtracted,
// so a figure is the instructions of the operation itself (for hand wiring: the call, the
// allocations, the reference counting).

import Foundation
import ProcessTiming

/// What runs in a counted loop.
enum Implementation: String {
    case empty, hand, injection, swinject
}

/// Runs `body` `count` times: the only code callgrind counts in a `--count` run.
@inline(never)
func callgrindMeasuredLoop(_ count: Int, _ body: () -> Void) {
    for _ in 0..<count { body() }
}

/// The body of `--count CASE IMPLEMENTATION N` (nil when there is no such case or implementation).
func countedBody(_ cases: [BenchmarkCase], key: String, implementation: Implementation) -> (() -> Void)? {
    if implementation == .empty { return {} }
    guard let found = cases.first(where: { $0.key == key }) else { return nil }
    switch implementation {
    case .empty: return {}
    case .hand: return found.hand
    case .injection: return found.injection
    case .swinject: return found.swinject
    }
}

/// `--count CASE IMPLEMENTATION N`: warm up with collection off, then the counted loop.
func runCounted(_ body: () -> Void, count: Int) {
    for _ in 0..<min(1_000, max(count / 10, 2)) { body() }
    callgrindMeasuredLoop(count, body)
}

/// Instructions per operation of each case, counted in child runs under callgrind.
struct InstructionCounter {
    let callgrind: Callgrind
    let executable: String
    let emptyLoop: Double

    /// A counter, with the empty loop counted; nil when valgrind or cc is missing.
    static func make() throws -> InstructionCounter? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("injection-benchmarks-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        guard let callgrind = Callgrind.prepare(in: directory) else { return nil }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let uncorrected = InstructionCounter(callgrind: callgrind, executable: executable, emptyLoop: 0)
        let empty = try uncorrected.perOperation("singleton", .empty, count: 20_000)
        return InstructionCounter(callgrind: callgrind, executable: executable, emptyLoop: empty)
    }

    /// Instructions per operation of one case done one way, the empty loop subtracted.
    func perOperation(_ key: String, _ implementation: Implementation, count: Int) throws -> Double {
        let total = try callgrind.instructions(
            executable,
            ["--count", key, implementation.rawValue, String(count)],
            environment: ProcessInfo.processInfo.environment,
            options: ["--collect-atstart=no", "--toggle-collect=*callgrindMeasuredLoop*"]
        )
        return Double(total) / Double(count) - emptyLoop
    }
}
