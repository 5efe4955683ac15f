// people-roulette's speed and memory, measured against a Foundation hello-world built the same
// way (release, same toolchain), side by side:
//
//   cd Benchmarks
//   swift build -c release --product people-roulette
//   swift build -c release --product HelloFoundation
//   swift build -c release --product HelloFoundationNetworking      (optional control)
//   swift run -c release PeopleRouletteBenchmarks [runs]
//
// 1. Start-up of `people-roulette pick 2` with stored data (SQLite in a temporary XDG_DATA_HOME)
//    against the hello-world, and the hello-world that also links FoundationNetworking when it
//    was built: the medians of wall and CPU time of `runs` runs (default 40), interleaved; the
//    peak RSS of 5 runs by `/usr/bin/time` (GNU time; `apt-get install time` when missing); the
//    instructions of one run under callgrind (valgrind and cc needed, else "n/a"); the shared
//    libraries loaded, from the loader's own log. Each with its ratio to the hello-world;
//    targets: within 1.3x, under 22 MiB, at most 3 more libraries (SQLite is linked from its
//    archive, so none where the system ships one). Three more rows split pick's figure: `users`
//    (the same start and database read, no write), `pick 2` with its database on tmpfs
//    (/dev/shm: the same work, with syncs and unlinks that cost nothing) and `pick 2` with
//    `storage.backend=memory` (no database).
// 3. `people-roulette refresh` of 10,000 people from a loopback HTTP server: median of 7 runs.
import Foundation
import ProcessTiming

#if canImport(Glibc)
import Glibc
import SpecKitHTTP
#endif

func peakOfRuns(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> String {
    guard let peak = try peakMemory(of: 5, executable, arguments, environment: environment) else {
        return "n/a (install GNU time: apt-get install time)"
    }
    return mebibytes(peak)
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
        throw BenchmarkError(
            "\(binary) is missing: run `swift build -c release --product people-roulette` and `swift build -c release --product HelloFoundation` first"
        )
    }

    let root = FileManager.default.temporaryDirectory.appendingPathComponent("people-roulette-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let environment = [
        "HOME": root.path, "XDG_DATA_HOME": root.appendingPathComponent("data").path, "PATH": "/usr/bin:/bin",
        "NO_COLOR": "1",
    ]

    /// Stores the bundled list where `options` say, so that every measured run reads a stored list.
    func storeList(_ options: [String] = []) throws {
        let stored = try measure(roulette, options + ["refresh"], environment: environment)
        guard stored.status == 0 else {
            throw BenchmarkError("people-roulette \((options + ["refresh"]).joined(separator: " ")) exited \(stored.status)")
        }
    }
    try storeList()
    // The same database on tmpfs, where a sync returns at once and freeing blocks costs nothing:
    // what pick costs without the disk.
    let memoryDisk = URL(fileURLWithPath: "/dev/shm").appendingPathComponent("people-roulette-bench-\(UUID().uuidString)")
    let onMemoryDisk = FileManager.default.isWritableFile(atPath: "/dev/shm")
    defer { if onMemoryDisk { try? FileManager.default.removeItem(at: memoryDisk) } }
    let memoryDiskPath = ["--set", "storage.path=" + memoryDisk.appendingPathComponent("people.sqlite").path]
    if onMemoryDisk { try storeList(memoryDiskPath) }

    // Start-up against the hello-world: wall and CPU (medians, interleaved after a warm-up),
    // peak RSS, instructions under callgrind and shared libraries loaded, each with its ratio.
    var programs = [StartupProgram("hello-world (Foundation)", hello)]
    if withControl { programs.append(StartupProgram("hello-world + FoundationNetworking", helloNetworking)) }
    programs.append(StartupProgram("people-roulette pick 2", roulette, ["pick", "2"]))
    // Where pick's time goes: the same start without its durable write (a read-only command on
    // the same database), with the write on tmpfs, and without the database at all.
    programs.append(StartupProgram("  users (reads, writes nothing)", roulette, ["users"]))
    if onMemoryDisk {
        programs.append(StartupProgram("  pick 2, database on tmpfs", roulette, memoryDiskPath + ["pick", "2"]))
    }
    programs.append(StartupProgram("  pick 2, storage.backend=memory", roulette, ["--set", "storage.backend=memory", "pick", "2"]))
    let figures = try measureStartup(programs, runs: runs, environment: environment, callgrind: Callgrind.prepare(in: root))
    print("Start-up, stored data (SQLite in a temporary XDG_DATA_HOME), \(runs) runs each, interleaved (medians; CPU is user + system):")
    print(startupReport(figures, targetRatio: 1.3, peakTargetMiB: 22, extraLibraries: 3))

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
