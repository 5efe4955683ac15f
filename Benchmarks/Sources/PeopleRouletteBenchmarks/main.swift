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
// 2. The durable history write, counted apart: `pick 2`'s wall on tmpfs, and what the disk adds
//    to it next to what it adds to the same durable transaction by Python's sqlite3 (python3
//    needed), interleaved in the same run.
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

    if onMemoryDisk {
        print(try durableWriteReport(roulette: roulette, environment: environment, root: root, memoryDisk: memoryDisk, runs: runs))
    }

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

/// The durable history write, counted apart from start-up: `pick 2`'s wall with its database on
/// tmpfs, and what the disk adds to it, next to what the disk adds to the same durable transaction
/// (rollback journal, `synchronous=FULL`, one history row and two picked people) run by Python's
/// sqlite3 on copies of the same database, in the same run, interleaved. Python times only its
/// transaction, open to close, so its interpreter's start-up is not in its figures.
func durableWriteReport(roulette: String, environment: [String: String], root: URL, memoryDisk: URL, runs: Int) throws -> String {
    let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
    let onDisk = root.appendingPathComponent("data/people-roulette/people.sqlite")
    let onTmpfs = memoryDisk.appendingPathComponent("people.sqlite")
    let tmpfsOption = ["--set", "storage.path=" + onTmpfs.path]
    let pythonCopies = [root.appendingPathComponent("python-disk.sqlite"), memoryDisk.appendingPathComponent("python-tmpfs.sqlite")]
    if python != nil {
        for copy in pythonCopies { try FileManager.default.copyItem(at: onDisk, to: copy) }
    }
    let transaction = """
        import sqlite3, sys, time
        start = time.perf_counter()
        db = sqlite3.connect(sys.argv[1], isolation_level=None)
        db.execute("PRAGMA synchronous=FULL")
        db.execute("BEGIN IMMEDIATE")
        history = db.execute("INSERT INTO history (picked_at) VALUES (?)", (time.time(),)).lastrowid
        for position, person in enumerate(('{"id":1}', '{"id":2}')):
            db.execute("INSERT INTO history_people (history_id, position, person) VALUES (?, ?, ?)", (history, position, person))
        db.execute("COMMIT")
        db.close()
        print(time.perf_counter() - start)
        """
    func pythonSeconds(_ database: URL) throws -> Double {
        guard let python else { return .nan }
        let text = String(decoding: try standardOutput(of: python, ["-c", transaction, database.path]), as: UTF8.self)
        guard let seconds = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw BenchmarkError("python3's sqlite3 transaction printed \(text), not its duration")
        }
        return seconds
    }
    var pick: (disk: [Double], tmpfs: [Double]) = ([], [])
    var sqlite3: (disk: [Double], tmpfs: [Double]) = ([], [])
    for round in 0..<(runs + 3) {
        let disk = try measure(roulette, ["pick", "2"], environment: environment)
        let tmpfs = try measure(roulette, tmpfsOption + ["pick", "2"], environment: environment)
        guard disk.status == 0, tmpfs.status == 0 else { throw BenchmarkError("people-roulette pick 2 exited \(disk.status), \(tmpfs.status)") }
        let pythonDisk = try pythonSeconds(pythonCopies[0])
        let pythonTmpfs = try pythonSeconds(pythonCopies[1])
        guard round >= 3 else { continue }
        pick.disk.append(disk.seconds)
        pick.tmpfs.append(tmpfs.seconds)
        sqlite3.disk.append(pythonDisk)
        sqlite3.tmpfs.append(pythonTmpfs)
    }
    let extra = median(pick.disk) - median(pick.tmpfs)
    var lines = [
        "The durable history write (rollback journal, synced, deleted at commit), \(runs) runs each, interleaved (medians):",
        "  pick 2, database on tmpfs (no cost for syncs):  \(milliseconds(median(pick.tmpfs)))",
        "  pick 2, database on disk:                       \(milliseconds(median(pick.disk)))  (+\(milliseconds(extra)))",
    ]
    if python != nil {
        let pythonExtra = median(sqlite3.disk) - median(sqlite3.tmpfs)
        lines.append(
            "  the same transaction by Python's sqlite3: tmpfs \(milliseconds(median(sqlite3.tmpfs))), disk \(milliseconds(median(sqlite3.disk)))  (+\(milliseconds(pythonExtra)))"
        )
        lines.append(String(format: "  what the disk adds to pick, against what it adds to Python's transaction: %.2fx", extra / pythonExtra))
    } else {
        lines.append("  (python3 not found: no comparison with Python's sqlite3)")
    }
    return lines.joined(separator: "\n")
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("PeopleRouletteBenchmarks: \(error)\n".utf8))
    exit(1)
}
