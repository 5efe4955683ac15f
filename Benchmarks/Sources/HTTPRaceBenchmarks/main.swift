// The HTTP client against the timeout race and hostile servers, through the release
// `people-roulette`: does any run hang or crash, and how much memory does a gzip bomb
// cost?
//
//   swift build -c release --product people-roulette                  (in the package root)
//   cd Benchmarks && swift run -c release HTTPRaceBenchmarks [runs] [path/to/people-roulette]
//
// 1. For each server behaviour (answering 404, answering after 50 ms, sending 20,000 header
//    lines), `runs` runs (default 1,000) of
//    `people-roulette --set people.source=http --set people.url=http://127.0.0.1:PORT/
//     --set storage.backend=memory --set http.timeout=Nms refresh`, N cycling through 1...5 ms,
//    HOME and the XDG directories in a temporary directory. A run still alive after 5 s is a hang
//    (killed with SIGKILL); a run that died by a signal is a crash. Exit statuses are tallied.
// 2. A gzip bomb: a body of 200 MiB of zeros compressed to about 200 KB, sent with
//    Content-Encoding: gzip; the peak resident memory of `refresh` (GNU time's %M, as in
//    PeopleRouletteBenchmarks), target under 64 MiB, and its exit status (65: body too large).
import Foundation
import ProcessTiming

#if canImport(Glibc)
import Glibc
import SpecKitHTTP
#endif

/// How one run ended.
enum Ending: Hashable, CustomStringConvertible {
    case exited(Int32)
    case signalled(Int32)
    case hung

    var description: String {
        switch self {
        case .exited(let status): "exit \(status)"
        case .signalled(let signal): "signal \(signal)"
        case .hung: "hung (killed after 5 s)"
        }
    }
}

/// Spawns a program with its output discarded; kills it if it is still running after `limit`.
func run(_ executable: String, _ arguments: [String], environment: [String: String], limit: Duration = .seconds(5)) throws -> Ending {
    let pid = try spawnQuietly(executable, arguments, environment: environment)
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    var status: Int32 = 0
    while true {
        let waited = waitpid(pid, &status, WNOHANG)
        if waited == pid { break }
        if waited < 0, errno != EINTR { throw BenchmarkError("waitpid failed: \(String(cString: strerror(errno)))") }
        if clock.now >= deadline {
            kill(pid, SIGKILL)
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            return .hung
        }
        usleep(1_000)
    }
    let signal = status & 0x7F
    return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
}

/// 200 MiB of zeros, gzip-compressed by the system's gzip.
func gzipBomb(mebibytes: Int) throws -> Data {
    try standardOutput(of: "/bin/sh", ["-c", "head -c \(mebibytes * 1_048_576) /dev/zero | gzip -c"])
}

func main() throws {
    let arguments = CommandLine.arguments.dropFirst()
    let runs = arguments.first.flatMap { Int($0) } ?? 1_000
    let sibling = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("people-roulette").path
    let rootBuild = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("../.build/release/people-roulette")
        .standardized.path
    let roulette = arguments.dropFirst().first ?? (FileManager.default.isExecutableFile(atPath: sibling) ? sibling : rootBuild)
    guard FileManager.default.isExecutableFile(atPath: roulette) else {
        throw BenchmarkError("no people-roulette at \(roulette): run `swift build -c release --product people-roulette` in the package root")
    }

    let home = FileManager.default.temporaryDirectory.appendingPathComponent("http-race-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = [
        "HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path,
        "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
    ]

    let notFound = try LoopbackHTTPServer()
    // Declared, so that the server does not report the requests as unrouted (a failed expectation).
    notFound.route(.get, "/", status: 404, headers: ["Content-Type": "text/plain"], body: "not found\n")
    let slow = try LoopbackHTTPServer()
    slow.route(.get, "/", headers: ["Content-Type": "application/json"], body: "[]", delay: .milliseconds(50))
    let headers = try LoopbackHTTPServer()
    var manyHeaders: [String: String] = [:]
    for index in 0..<20_000 { manyHeaders["X-Header-\(index)"] = "value" }
    headers.route(.get, "/", headers: manyHeaders, body: "[]")

    print("HTTP race: \(roulette)")
    print("  \(runs) runs per behaviour, http.timeout cycling 1...5 ms, a run alive after 5 s is killed as a hang")
    let behaviours: [(String, LoopbackHTTPServer)] = [("answers 404", notFound), ("answers after 50 ms", slow), ("sends 20,000 headers", headers)]
    var totalHangs = 0
    var totalCrashes = 0
    for (name, server) in behaviours {
        let clock = ContinuousClock()
        let start = clock.now
        var endings: [Ending: Int] = [:]
        for index in 0..<runs {
            let timeout = index % 5 + 1
            let ending = try run(
                roulette,
                [
                    "--set", "people.source=http", "--set", "people.url=http://127.0.0.1:\(server.port)/",
                    "--set", "storage.backend=memory", "--set", "http.timeout=\(timeout)ms", "refresh",
                ],
                environment: environment
            )
            endings[ending, default: 0] += 1
        }
        let hangs = endings[.hung] ?? 0
        let crashes = endings.filter { if case .signalled = $0.key { true } else { false } }.values.reduce(0, +)
        totalHangs += hangs
        totalCrashes += crashes
        let tally = endings.sorted { $0.value > $1.value }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        let elapsed = clock.now - start
        print(
            String(
                format: "  server %@: %d hangs, %d crashes (%@) in %.1f s",
                name,
                hangs,
                crashes,
                tally,
                Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            )
        )
    }
    print("  total: \(totalHangs) hangs, \(totalCrashes) crashes in \(runs * behaviours.count) runs (target: 0 and 0)")

    let bomb = try gzipBomb(mebibytes: 200)
    let bombServer = try LoopbackHTTPServer()
    bombServer.route(.get, "/", headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"], body: bomb)
    print("gzip bomb: \(bomb.count / 1024) KiB of gzip inflating to 200 MiB, http.max-body-size 5000000")
    let measured = try peakMemoryAndStatus(
        roulette,
        [
            "--set", "people.source=http", "--set", "people.url=http://127.0.0.1:\(bombServer.port)/",
            "--set", "storage.backend=memory", "refresh",
        ],
        environment: environment
    )
    if let measured {
        print(String(format: "  peak RSS %.1f MiB (target: under 64 MiB), %@", Double(measured.kibibytes) / 1024, "exit \(measured.status)"))
    } else {
        print("  peak RSS n/a (install GNU time: apt-get install time)")
    }
}

do {
    try main()
} catch {
    print("HTTPRaceBenchmarks: \(error)")
    exit(1)
}
