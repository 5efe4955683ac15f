// people-roulette's speed and memory, measured against a Foundation hello-world built the same
// way (release, same toolchain), side by side:
//
//   cd Benchmarks
//   swift build -c release --product people-roulette
//   swift build -c release --product HelloFoundation
//   swift build -c release --product HelloFoundationNetworking      (optional control)
//   swift run -c release PeopleRouletteBenchmarks [runs]
//
// 1. `people-roulette pick 2` with stored data (SQLite in a temporary XDG_DATA_HOME): the median
//    wall time of `runs` runs (default 40), interleaved with the same number of hello-world runs,
//    and of the hello-world that also links FoundationNetworking, when it was built.
// 2. Peak memory: the maximum resident set size of 5 runs of each, measured by `/usr/bin/time`
//    (GNU time; `apt-get install time` when missing). Not wait4's rusage of our own children:
//    posix_spawn shares this process's memory until exec, and Linux counts that in the child's
//    peak.
// 3. `people-roulette refresh` of 10,000 people from a loopback HTTP server: median of 7 runs.
import Foundation
import ProcessTiming
import SpecKit
#if canImport(Glibc)
import Glibc
#endif

/// The peak resident memory of one run, in KiB, as GNU time reports it; nil without /usr/bin/time.
func peakMemory(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Int? {
    let time = "/usr/bin/time"
    guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("people-roulette-bench-rss-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: report) }
    let measured = try measure(time, ["-f", "%M", "-o", report.path, executable] + arguments, environment: environment)
    guard measured.status == 0 else { throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) exited \(measured.status)") }
    let text = try String(contentsOf: report, encoding: .utf8)
    return text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
}

func peakOfRuns(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> String {
    var peaks: [Int] = []
    for _ in 0..<5 {
        guard let peak = try peakMemory(executable, arguments, environment: environment) else { return "n/a (install GNU time: apt-get install time)" }
        peaks.append(peak)
    }
    return mebibytes(peaks.max() ?? 0)
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
func mebibytes(_ kibibytes: Int) -> String { String(format: "%.1f MiB", Double(kibibytes) / 1024) }

func run() throws {
    let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 40
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let roulette = binaries.appendingPathComponent("people-roulette").path
    let hello = binaries.appendingPathComponent("HelloFoundation").path
    let helloNetworking = binaries.appendingPathComponent("HelloFoundationNetworking").path
    let withControl = FileManager.default.isExecutableFile(atPath: helloNetworking)
    for binary in [roulette, hello] where !FileManager.default.isExecutableFile(atPath: binary) {
        throw BenchmarkError("\(binary) is missing: run `swift build -c release --product people-roulette` and `swift build -c release --product HelloFoundation` first")
    }

    let root = FileManager.default.temporaryDirectory.appendingPathComponent("people-roulette-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let environment = ["HOME": root.path, "XDG_DATA_HOME": root.appendingPathComponent("data").path, "PATH": "/usr/bin:/bin",
                       "NO_COLOR": "1"]

    let stored = try measure(roulette, ["refresh"], environment: environment)
    guard stored.status == 0 else { throw BenchmarkError("people-roulette refresh exited \(stored.status)") }

    // Warm up the page cache, then interleave so both see the same machine.
    for _ in 0..<3 {
        _ = try measure(hello, [], environment: environment)
        _ = try measure(roulette, ["pick", "2"], environment: environment)
    }
    var helloRuns: [ProgramRun] = []
    var controlRuns: [ProgramRun] = []
    var pickRuns: [ProgramRun] = []
    for _ in 0..<runs {
        helloRuns.append(try measure(hello, [], environment: environment))
        if withControl { controlRuns.append(try measure(helloNetworking, [], environment: environment)) }
        pickRuns.append(try measure(roulette, ["pick", "2"], environment: environment))
    }
    guard pickRuns.allSatisfy({ $0.status == 0 }) else { throw BenchmarkError("a pick failed") }
    let helloMedian = median(helloRuns.map(\.seconds))
    let pickMedian = median(pickRuns.map(\.seconds))
    print("people-roulette pick 2, stored data, \(runs) runs each, interleaved:")
    print("  hello-world (Foundation)  median \(milliseconds(helloMedian))  peak RSS \(try peakOfRuns(hello, [], environment: environment))")
    if withControl {
        print("  hello-world + FoundationNetworking  median \(milliseconds(median(controlRuns.map(\.seconds))))  peak RSS \(try peakOfRuns(helloNetworking, [], environment: environment))")
    }
    print("  people-roulette pick 2    median \(milliseconds(pickMedian))  peak RSS \(try peakOfRuns(roulette, ["pick", "2"], environment: environment))")
    print(String(format: "  ratio %.2fx (target: within 1.5x); peak memory target: under 30 MiB", pickMedian / helloMedian))

    let people = (1...10_000).map { id in
        #"{"id":\#(id),"name":"Person \#(id)","username":"user\#(id)","email":"user\#(id)@example.com","phone":"555-\#(id)","website":"example.com","company":{"name":"Company \#(id % 97)","catchPhrase":"Catch phrase \#(id)"}}"#
    }
    let body = "[" + people.joined(separator: ",") + "]"
    let server = try LoopbackHTTPServer()
    server.route(.get, "/users", headers: ["Content-Type": "application/json"], body: body)
    var refreshEnvironment = environment
    refreshEnvironment["PEOPLE_SOURCE"] = "http"
    refreshEnvironment["PEOPLE_URL"] = server.baseURL.appendingPathComponent("users").absoluteString
    var refreshRuns: [ProgramRun] = []
    for _ in 0..<7 {
        let measured = try measure(roulette, ["refresh"], environment: refreshEnvironment)
        guard measured.status == 0 else { throw BenchmarkError("people-roulette refresh of 10,000 people exited \(measured.status)") }
        refreshRuns.append(measured)
    }
    let refreshPeak = try peakOfRuns(roulette, ["refresh"], environment: refreshEnvironment)
    server.stop()
    print("people-roulette refresh, 10,000 people (\(body.utf8.count / 1024) KiB) from a loopback server, 7 runs:")
    print("  median \(milliseconds(median(refreshRuns.map(\.seconds))))  peak RSS \(refreshPeak)  (target: under 1 s)")
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("PeopleRouletteBenchmarks: \(error)\n".utf8))
    exit(1)
}
