// Cost per example under `swift test`: SpecKit against Quick 7.6.2 + Nimble 14.0.0, in one run.
// Generates three packages (SpecKit's own spec; the Quick spec on SpecKit's Quick and Nimble
// modules, whose synchronous examples run on the main actor; the Quick spec on Quick and Nimble) in a temporary folder with the same 10,000 trivial examples (100 groups of
// 100), builds both (debug, as `swift test` does), then times `swift test --skip-build` with all
// examples and with none (the fixed start); the difference divided by 10,000 is the cost per example.
// Then it times each test binary alone, as swift test runs it (the rounds interleaved, medians),
// which leaves out swift test's own start and its noise, and counts the instructions of the same
// runs under callgrind (the figure that does not move with the machine's load; skipped where
// valgrind is missing). Quick's examples mostly wait (wall time is twice its CPU time, and its CPU
// time four times its instructions' worth: futex and epoll calls), which only the clock sees.
// Run: cd Benchmarks && swift run SwiftTestBenchmarks [--rounds 3] [--release] [--work DIR] [--root DIR]
// --release builds and tests both packages with -c release; --work keeps the packages in DIR (and
// reuses them, with their builds, when run again).
import Foundation
import ProcessTiming

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let rounds = option("--rounds").flatMap(Int.init) ?? 3
let configuration = arguments.contains("--release") ? ["-c", "release"] : []
let keptWork = option("--work")

// --root DIR: the SpecKit package to measure (another checkout of this repository, to compare commits).
let root =
    option("--root").map { URL(fileURLWithPath: $0) }
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let work =
    keptWork.map { URL(fileURLWithPath: $0) } ?? FileManager.default.temporaryDirectory.appendingPathComponent("swift-test-benchmarks-\(getpid())")
let swift = ProcessInfo.processInfo.environment["SWIFT"] ?? "/usr/bin/env"
let swiftPrefix = swift == "/usr/bin/env" ? ["swift"] : []

func write(_ text: String, to path: String) throws {
    let url = work.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}

/// Runs a command to its end with its output in `log`; throws when it fails.
@discardableResult
func run(_ executable: String, _ arguments: [String], in directory: URL, log: String) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let logURL = work.appendingPathComponent(log)
    _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
    let handle = try FileHandle(forWritingTo: logURL)
    process.standardOutput = handle
    process.standardError = handle
    let start = ContinuousClock.now
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let elapsed = start.duration(to: .now)
    guard process.terminationStatus == 0 else {
        throw BenchmarkError(
            "\(([executable] + arguments).joined(separator: " ")) failed with status \(process.terminationStatus); see \(logURL.path)"
        )
    }
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

func checkout(_ repository: String, tag: String, into path: String) throws {
    if FileManager.default.fileExists(atPath: work.appendingPathComponent(path).path) { return }
    try run(
        "/usr/bin/env",
        ["git", "clone", "--quiet", "--depth", "1", "--branch", tag, "file://" + repository, work.appendingPathComponent(path).path],
        in: work,
        log: "clone-\(tag).log"
    )
}

/// Median wall and CPU seconds (the whole process tree: swift-test and the test binary) of
/// `swift test --skip-build` with `groups` groups of examples.
func timeTests(in package: URL, groups: Int, extra: [String]) throws -> (wall: Double, cpu: Double) {
    var environment = ProcessInfo.processInfo.environment
    environment[BenchmarkPackages.groupsVariable] = String(groups)
    var walls: [Double] = []
    var cpus: [Double] = []
    for _ in 0..<rounds {
        let result = try measure(
            swift,
            swiftPrefix + ["test", "--skip-build", "--package-path", package.path] + configuration + extra,
            environment: environment
        )
        guard result.status == 0 else { throw BenchmarkError("swift test in \(package.path) failed with status \(result.status)") }
        walls.append(result.seconds)
        cpus.append(result.cpuSeconds)
    }
    return (median(walls), median(cpus))
}

do {
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { if keptWork == nil { try? FileManager.default.removeItem(at: work) } }
    print("packages in \(work.path)")

    try write(BenchmarkPackages.specKitManifest.replacingOccurrences(of: "%ROOT%", with: root.path), to: "speckit/Package.swift")
    try write(BenchmarkPackages.specKitSpec, to: "speckit/Tests/TrivialSpecs/TrivialSpec.swift")
    try write(BenchmarkPackages.specKitQuickManifest.replacingOccurrences(of: "%ROOT%", with: root.path), to: "speckit-quick/Package.swift")
    try write(BenchmarkPackages.quickSpec, to: "speckit-quick/Tests/TrivialSpecs/TrivialSpec.swift")
    try write(BenchmarkPackages.quickManifest, to: "quick/Package.swift")
    try write(BenchmarkPackages.quickSpec, to: "quick/Tests/TrivialTests/TrivialSpec.swift")
    try write(BenchmarkPackages.quickEntryPoint, to: "quick/EntryPoint/LinuxMain.swift")
    try checkout("/opt/swift-packages/Quick/Quick.git", tag: "7.6.2", into: "quick/Vendor/Quick")
    try checkout("/opt/swift-packages/Quick/Nimble.git", tag: "14.0.0", into: "quick/Vendor/Nimble")

    let specKit = work.appendingPathComponent("speckit")
    let specKitQuick = work.appendingPathComponent("speckit-quick")
    let quick = work.appendingPathComponent("quick")
    let quickEntry = ["--experimental-test-entry-point-path", quick.appendingPathComponent("EntryPoint/LinuxMain.swift").path]

    let specKitBuild = try run(
        swift,
        swiftPrefix + ["build", "--build-tests", "--package-path", specKit.path] + configuration,
        in: work,
        log: "build-speckit.log"
    )
    let specKitQuickBuild = try run(
        swift,
        swiftPrefix + ["build", "--build-tests", "--package-path", specKitQuick.path] + configuration,
        in: work,
        log: "build-speckit-quick.log"
    )
    let quickBuild = try run(
        swift,
        swiftPrefix + ["build", "--build-tests", "--package-path", quick.path] + configuration + quickEntry,
        in: work,
        log: "build-quick.log"
    )
    let mode = configuration.isEmpty ? "debug" : "release"
    print(
        String(
            format: "%@ build (with dependencies; clean unless --work reused one): SpecKit %.1f s, SpecKit's Quick %.1f s, Quick+Nimble %.1f s",
            mode,
            specKitBuild,
            specKitQuickBuild,
            quickBuild
        )
    )

    let examples = 100 * BenchmarkPackages.examplesPerGroup
    let packages = [("SpecKit", specKit, [String]()), ("SpecKit's Quick", specKitQuick, []), ("Quick+Nimble", quick, quickEntry)]
    for (name, package, extra) in packages {
        let full = try timeTests(in: package, groups: 100, extra: extra)
        let empty = try timeTests(in: package, groups: 0, extra: extra)
        let wall = (full.wall - empty.wall) / Double(examples) * 1e6
        let cpu = (full.cpu - empty.cpu) / Double(examples) * 1e6
        print(
            String(
                format:
                    "%@: swift test %.2f s (CPU %.2f s) with %d examples, %.2f s (CPU %.2f s) with none: %.0f µs wall, %.0f µs CPU per example (target: at most 100)",
                name,
                full.wall,
                full.cpu,
                examples,
                empty.wall,
                empty.cpu,
                wall,
                cpu
            )
        )
    }

    // Each package's test binary run directly, as swift test runs it (SpecKit's examples run in
    // its Swift Testing pass; Quick's through its entry point): without swift test's own start,
    // which moves by more than the examples' whole cost, the difference is the examples' alone.
    struct TestBinary {
        let name: String
        let path: String
        let arguments: [String]
    }
    var binaries: [TestBinary] = []
    for (name, package, extra) in packages {
        let binPath = try standardOutput(
            of: "/usr/bin/env",
            ["swift", "build", "--package-path", package.path, "--show-bin-path"] + configuration + extra
        )
        let bin = String(decoding: binPath, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let product =
            package.lastPathComponent == "quick"
            ? "QuickTrivial" : (package.lastPathComponent == "speckit" ? "SpecKitTrivial" : "SpecKitQuickTrivial")
        binaries.append(
            TestBinary(
                name: name,
                path: "\(bin)/\(product)PackageTests.xctest",
                arguments: name == "Quick+Nimble" ? [] : ["--testing-library", "swift-testing"]
            )
        )
    }
    func environment(groups: Int) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment[BenchmarkPackages.groupsVariable] = String(groups)
        return environment
    }

    // Wall and CPU time: the binaries take turns in every round, so a change of load falls on all.
    var runs: [String: (full: [ProgramRun], empty: [ProgramRun])] = [:]
    for _ in 0..<rounds {
        for binary in binaries {
            let full = try measure(binary.path, binary.arguments, environment: environment(groups: 100))
            let empty = try measure(binary.path, binary.arguments, environment: environment(groups: 0))
            guard full.status == 0, empty.status == 0 else { throw BenchmarkError("\(binary.path) failed") }
            runs[binary.name, default: ([], [])].full.append(full)
            runs[binary.name, default: ([], [])].empty.append(empty)
        }
    }
    var wallPerExample: [String: Double] = [:]
    for binary in binaries {
        guard let measured = runs[binary.name] else { continue }
        let wall = (median(measured.full.map(\.seconds)) - median(measured.empty.map(\.seconds))) / Double(examples) * 1e6
        let cpu = (median(measured.full.map(\.cpuSeconds)) - median(measured.empty.map(\.cpuSeconds))) / Double(examples) * 1e6
        let walls = measured.full.map { $0.seconds / Double(examples) * 1e6 }
        wallPerExample[binary.name] = wall
        print(
            String(
                format: "%@, test binary alone: %.1f µs wall (rounds %.1f to %.1f), %.1f µs CPU per example",
                binary.name,
                wall,
                walls.min() ?? 0,
                walls.max() ?? 0,
                cpu
            )
        )
    }
    if let specKit = wallPerExample["SpecKit"], let quick = wallPerExample["Quick+Nimble"] {
        print(String(format: "Quick+Nimble / SpecKit, wall time per example: %.1fx (target: at least 20x)", quick / specKit))
    }

    // Instructions: the figure that does not move with the machine's load.
    guard let callgrind = Callgrind.prepare(in: work) else {
        print("instructions: skipped (no valgrind or cc)")
        exit(0)
    }
    var perExample: [String: Double] = [:]
    for binary in binaries {
        var counts: [Int] = []
        for groups in [100, 0] {
            // --fair-sched: the runner's threads take turns in order, so spinning workers do not
            // make the count vary from run to run (±8% without it, ±0.1% with it).
            counts.append(
                try callgrind.instructions(binary.path, binary.arguments, environment: environment(groups: groups), options: ["--fair-sched=yes"])
            )
        }
        let cost = Double(counts[0] - counts[1]) / Double(examples)
        perExample[binary.name] = cost
        print(
            String(
                format: "%@: %.1f M instructions with %d examples, %.1f M with none: %.1f k instructions per example",
                binary.name,
                Double(counts[0]) / 1e6,
                examples,
                Double(counts[1]) / 1e6,
                cost / 1e3
            )
        )
    }
    if let specKitCost = perExample["SpecKit"], let quickCost = perExample["Quick+Nimble"] {
        print(String(format: "Quick+Nimble / SpecKit, instructions per example: %.2fx", quickCost / specKitCost))
    }
} catch {
    FileHandle.standardError.write(Data("SwiftTestBenchmarks: error: \(error)\n".utf8))
    exit(70)
}
