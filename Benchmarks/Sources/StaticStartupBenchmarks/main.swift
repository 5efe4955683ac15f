// The self-contained binaries `make` builds (Makefile: the Swift runtime and libstdc++ linked
// in, RELR relocations, no exported symbols), measured as users run them: each command
// on stored data against the dynamic Foundation hello-world, by instructions under callgrind
// (load-proof), peak RSS, size stripped and the Swift libraries loaded, beside the floor (the
// StartupFloor target: SQLite opened, one query, a small JSON decoded with FoundationEssentials,
// built with the same flags).
//
//   make build                                            (../.build/static/release)
//   (cd ../Examples/Standup && swift build -c release $(make -s -C ../.. static-flags))   (optional)
//   (cd ../Examples/Fx && swift build -c release $(make -s -C ../.. static-flags))        (optional)
//   swift build -c release --product HelloFoundation
//   swift build -c release --scratch-path .build/static $(make -s -C .. static-flags) --product StartupFloor
//   swift run -c release StaticStartupBenchmarks
//
// Budget of every command: at most 0.35x the hello-world's instructions and 12 MiB peak RSS.
// Every binary loads no Swift, Foundation or ICU library. The run exits 1 when a command is over
// its budget or a binary loads such a library. The stripped sizes are reported, not budgeted.
import Foundation
import ProcessTiming

#if canImport(Glibc)
import Glibc
#endif

/// The budget of every app command: its instructions against the hello-world's, and its peak resident memory.
let instructionBudget = 0.35
let peakBudgetMiB = 12.0

struct Binary {
    let label: String
    let path: String
    let commands: [[String]]
}

/// What `tool` printed, or nil when it failed.
func output(of tool: String, _ arguments: [String]) -> String? {
    (try? standardOutput(of: tool, arguments)).map { String(decoding: $0, as: UTF8.self) }
}

/// The size of the binary once `strip` has removed its symbols and debug information.
func strippedSize(_ path: String, in directory: URL) -> Int? {
    let copy = directory.appendingPathComponent("stripped-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: copy) }
    guard output(of: "/usr/bin/strip", ["-o", copy, path]) != nil else { return nil }
    return (try? FileManager.default.attributesOfItem(atPath: copy)[.size] as? Int) ?? nil
}

/// The libraries `ldd` lists that belong to Swift, Foundation, ICU or libstdc++.
func swiftLibraries(_ path: String) -> [String] {
    guard let listed = output(of: "/usr/bin/ldd", [path]) else { return ["ldd failed"] }
    return listed.split(separator: "\n").compactMap { line in
        let name = line.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? ""
        let swift = ["libswift", "libFoundation", "lib_Foundation", "libicu", "libdispatch", "libBlocksRuntime", "libstdc++"]
        return swift.contains { name.hasPrefix($0) } ? name : nil
    }
}

func run() throws {
    let arguments = CommandLine.arguments.dropFirst()
    let benchmarks = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let staticDirectory = arguments.first.map { URL(fileURLWithPath: $0) } ?? repository.appendingPathComponent(".build/static/release")
    let hello = benchmarks.appendingPathComponent("HelloFoundation").path
    let floor = repository.appendingPathComponent("Benchmarks/.build/static/release/StartupFloor").path
    guard FileManager.default.isExecutableFile(atPath: hello) else {
        throw BenchmarkError("\(hello) is missing: run `swift build -c release --product HelloFoundation` first")
    }
    var binaries = [
        Binary(
            label: "people-roulette",
            path: staticDirectory.appendingPathComponent("people-roulette").path,
            commands: [["pick", "2"], ["users"]]
        ),
        Binary(label: "weather", path: staticDirectory.appendingPathComponent("weather").path, commands: [["current"], ["uv", "--short"]]),
    ]
    for binary in binaries where !FileManager.default.isExecutableFile(atPath: binary.path) {
        throw BenchmarkError("\(binary.path) is missing: run `make build` at the top of the repository first")
    }
    for (example, command) in [("Standup", ["order"]), ("Fx", ["convert", "100", "USD", "EUR"])] {
        let path = repository.appendingPathComponent("Examples/\(example)/.build/release/\(example.lowercased())").path
        if FileManager.default.isExecutableFile(atPath: path) {
            binaries.append(Binary(label: example.lowercased(), path: path, commands: [command]))
        } else {
            print(
                "(\(example.lowercased()) not built: `cd Examples/\(example) && swift build -c release $(make -s -C ../.. static-flags)` adds its row)"
            )
        }
    }

    let root = FileManager.default.temporaryDirectory.appendingPathComponent("static-startup-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let environment = [
        "HOME": root.path, "XDG_DATA_HOME": root.appendingPathComponent("data").path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
    ]
    // Database present: pick and users read a stored list, and every command runs once first so
    // that what it keeps (fx's rates and history) exists before it is measured.
    let stored = try measure(binaries[0].path, ["refresh"], environment: environment)
    guard stored.status == 0 else { throw BenchmarkError("people-roulette refresh exited \(stored.status)") }
    for binary in binaries {
        for command in binary.commands {
            let first = try measure(binary.path, command, environment: environment)
            guard first.status == 0 else { throw BenchmarkError("\(binary.label) \(command.joined(separator: " ")) exited \(first.status)") }
        }
    }

    guard let callgrind = Callgrind.prepare(in: root) else { throw BenchmarkError("valgrind and cc are needed on the PATH") }
    let helloInstructions = try callgrind.instructions(hello, [], environment: environment)
    let helloPeak = try peakMemory(of: 5, hello, [], environment: environment) ?? 0
    let budget = Double(helloInstructions) * instructionBudget
    print("Static binaries (\(staticDirectory.path)), database present; against the dynamic Foundation hello-world:")
    func row(_ label: String, _ instructions: Int, _ peak: Int, _ note: String) -> String {
        let ratio = instructions == helloInstructions ? "       " : String(format: " %5.2fx", Double(instructions) / Double(helloInstructions))
        return "  " + label.padding(toLength: 34, withPad: " ", startingAt: 0)
            + String(format: "%8.2f M%@ %8.1f MiB   ", Double(instructions) / 1e6, ratio, Double(peak) / 1024) + note
    }
    print("  " + "command".padding(toLength: 34, withPad: " ", startingAt: 0) + "instructions         peak RSS   budget")
    print(row("hello-world (Foundation, dynamic)", helloInstructions, helloPeak, "the yardstick"))
    if FileManager.default.isExecutableFile(atPath: floor) {
        let database = root.appendingPathComponent("data/people-roulette/people.sqlite").path
        let instructions = try callgrind.instructions(floor, [database], environment: environment)
        let peak = try peakMemory(of: 5, floor, [database], environment: environment) ?? 0
        print(row("floor (SQLite, one query, JSON)", instructions, peak, "none: the least a command does"))
    } else {
        print(
            "  (floor not built: `swift build -c release --scratch-path .build/static $(make -s -C .. static-flags) --product StartupFloor` adds its row)"
        )
    }
    var failures: [String] = []
    for binary in binaries {
        for command in binary.commands {
            let label = ([binary.label] + command).joined(separator: " ")
            let instructions = try callgrind.instructions(binary.path, command, environment: environment)
            let peak = try peakMemory(of: 5, binary.path, command, environment: environment) ?? 0
            let over = [
                Double(instructions) > budget ? String(format: "over %.2f M", budget / 1e6) : nil,
                Double(peak) / 1024 > peakBudgetMiB ? String(format: "over %.0f MiB", peakBudgetMiB) : nil,
            ]
            .compactMap { $0 }
            let note = String(format: "%.2f M, %.0f MiB: ", budget / 1e6, peakBudgetMiB) + (over.isEmpty ? "within" : over.joined(separator: ", "))
            print(row(label, instructions, peak, note))
            if !over.isEmpty { failures.append("\(label): \(over.joined(separator: ", "))") }
        }
        let size = strippedSize(binary.path, in: root)
        let libraries = swiftLibraries(binary.path)
        print(
            "  \(binary.label): \(size.map { String(format: "%.2f MB", Double($0) / 1e6) } ?? "n/a") stripped; Swift libraries loaded: \(libraries.isEmpty ? "none" : libraries.joined(separator: ", "))"
        )
        if !libraries.isEmpty { failures.append("\(binary.label) loads \(libraries.joined(separator: ", "))") }
    }
    print(
        String(
            format: "  budget per command: at most %.2fx the hello-world's instructions and %.0f MiB peak RSS; no Swift library per binary",
            instructionBudget,
            peakBudgetMiB
        )
    )
    guard failures.isEmpty else {
        print(failures.map { "  over budget: " + $0 }.joined(separator: "\n"))
        exit(1)
    }
    print("  every command within its budget")
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("StaticStartupBenchmarks: \(error)\n".utf8))
    exit(1)
}
