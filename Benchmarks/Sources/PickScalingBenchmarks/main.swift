// What `people-roulette pick 2` costs against the size of the stored list: the instructions of
// one run under callgrind (valgrind and cc needed) with 10, 1,000 and 100,000 people stored,
// and the ratio of the largest list to the smallest. Budget: `pick 2` from 100,000 people costs
// at most 1.5x `pick 2` from 10 (issue 34: the pick reads a count and the rows chosen).
//
//   cd Benchmarks
//   swift build -c release --product people-roulette
//   swift run -c release PickScalingBenchmarks [people-roulette ...]
//
// With no argument it measures the release people-roulette beside it; given several builds
// (before and after a change), it measures each. Each list is stored by `refresh` from a text
// file of names (people.source=file) in a temporary HOME of its own, then `pick 2 --seed 7` is
// counted once: the count does not move with the machine's load. Exits 1 when a build is over
// the budget.
import Foundation
import ProcessTiming

let sizes = [10, 1_000, 100_000]
let budget = 1.5

func millions(_ instructions: Int) -> String { String(format: "%.2f M", Double(instructions) / 1_000_000) }
func right(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }

func run() throws -> Bool {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("people-roulette").path
    let builds = CommandLine.arguments.count > 1 ? Array(CommandLine.arguments.dropFirst()) : [beside]
    for build in builds where !FileManager.default.isExecutableFile(atPath: build) {
        throw BenchmarkError("\(build) is missing: run `swift build -c release --product people-roulette` first, or name a build")
    }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("pick-scaling-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    guard let callgrind = Callgrind.prepare(in: root) else { throw BenchmarkError("valgrind and cc are needed: apt-get install valgrind gcc") }

    var files: [Int: URL] = [:]
    for size in sizes {
        let file = root.appendingPathComponent("people-\(size).txt")
        try (1...size).map { "Person \($0)\n" }.joined().write(to: file, atomically: true, encoding: .utf8)
        files[size] = file
    }

    print("people-roulette pick 2 --seed 7, instructions under callgrind, against the people stored:")
    print("build".padding(toLength: 40, withPad: " ", startingAt: 0) + sizes.map { right("\($0)", 14) }.joined() + "   100,000 / 10")
    var withinBudget = true
    for (index, build) in builds.enumerated() {
        var counts: [Int] = []
        for size in sizes {
            let home = root.appendingPathComponent("home-\(index)-\(size)")
            let environment = [
                "HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
            ]
            let file = files[size]?.path ?? ""
            let stored = try measure(build, ["refresh", "--set", "people.source=file", "--set", "people.file=" + file], environment: environment)
            guard stored.status == 0 else { throw BenchmarkError("\(build) refresh of \(size) people exited \(stored.status)") }
            counts.append(try callgrind.instructions(build, ["pick", "2", "--seed", "7"], environment: environment))
        }
        let ratio = Double(counts.last ?? 0) / Double(max(1, counts.first ?? 1))
        withinBudget = withinBudget && ratio <= budget
        let name = build.count > 38 ? "..." + build.suffix(35) : build
        print(
            name.padding(toLength: 40, withPad: " ", startingAt: 0) + counts.map { right(millions($0), 14) }.joined()
                + String(format: "   %.3fx%@", ratio, ratio <= budget ? "" : " (over the budget of 1.5x)")
        )
    }
    return withinBudget
}

do {
    exit(try run() ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("PickScalingBenchmarks: \(error)\n".utf8))
    exit(1)
}
