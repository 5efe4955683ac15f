// The self-contained binaries `make` builds (Makefile: the Swift runtime and libstdc++ linked
// in, RELR relocations, no exported symbols), measured as users run them: each command
// on stored data against the dynamic Foundation hello-world, by instructions under callgrind
// (load-proof), peak RSS, size stripped and the Swift libraries loaded.
//
//   make build                                            (../.build/static/release)
//   (cd ../Examples/Standup && swift build -c release $(make -s -C ../.. static-flags))   (optional)
//   (cd ../Examples/Fx && swift build -c release $(make -s -C ../.. static-flags))        (optional)
//   swift build -c release --product HelloFoundation
//   swift run -c release StaticStartupBenchmarks
//
// Targets: every command at most 0.35x the hello-world's instructions and 12 MiB peak RSS; each
// binary at most 15 MB stripped and loading no Swift, Foundation or ICU library.
import Foundation
import ProcessTiming

#if canImport(Glibc)
import Glibc
#endif

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
    print("Static binaries (\(staticDirectory.path)), database present; against the dynamic Foundation hello-world:")
    func row(_ label: String, _ figures: String) -> String { "  " + label.padding(toLength: 34, withPad: " ", startingAt: 0) + figures }
    print(
        row(
            "hello-world (Foundation, dynamic)",
            String(format: "%14.2f M        %12.1f MiB", Double(helloInstructions) / 1e6, Double(helloPeak) / 1024)
        )
    )
    var failures: [String] = []
    for binary in binaries {
        for command in binary.commands {
            let label = ([binary.label] + command).joined(separator: " ")
            let instructions = try callgrind.instructions(binary.path, command, environment: environment)
            let peak = try peakMemory(of: 5, binary.path, command, environment: environment) ?? 0
            let ratio = Double(instructions) / Double(helloInstructions)
            print(row(label, String(format: "%14.2f M %5.2fx %12.1f MiB", Double(instructions) / 1e6, ratio, Double(peak) / 1024)))
            if ratio > 0.35 { failures.append("\(label): \(String(format: "%.2f", ratio))x the hello-world's instructions (target 0.35x)") }
            if Double(peak) / 1024 > 12 { failures.append("\(label): \(String(format: "%.1f", Double(peak) / 1024)) MiB (target 12 MiB)") }
        }
        let size = strippedSize(binary.path, in: root)
        let libraries = swiftLibraries(binary.path)
        print(
            "  \(binary.label): \(size.map { String(format: "%.2f MB", Double($0) / 1e6) } ?? "n/a") stripped; Swift libraries loaded: \(libraries.isEmpty ? "none" : libraries.joined(separator: ", "))"
        )
        if let size, size > 15_000_000 { failures.append("\(binary.label): \(size) bytes stripped (target 15 MB)") }
        if !libraries.isEmpty { failures.append("\(binary.label) loads \(libraries.joined(separator: ", "))") }
    }
    print(
        "  targets: at most 0.35x the hello-world's instructions and 12 MiB peak RSS per command; at most 15 MB stripped and no Swift library per binary"
    )
    print(failures.isEmpty ? "  all targets met" : failures.map { "  missed: " + $0 }.joined(separator: "\n"))
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("StaticStartupBenchmarks: \(error)\n".utf8))
    exit(1)
}
