// weather's speed, measured on release builds of `weather` and of a Foundation hello-world built
// the same way, side by side:
//
//   cd Benchmarks
//   swift build -c release --product weather
//   swift build -c release --product HelloFoundation
//   swift build -c release --product HelloFoundationNetworking
//   swift run -c release WeatherBenchmarks [runs]
//
// 1. Start-up: `weather current` on the bundled provider against the hello-world, `runs` runs
//    each (default 40), interleaved: medians of wall and CPU time (user + system), the peak RSS
//    of 5 runs (GNU time), the instructions of one run under callgrind (valgrind and cc needed,
//    else "n/a") and the shared libraries loaded (the loader's own log), each with its ratio to
//    the hello-world (targets: within 1.3x, under 22 MiB, at most 3 more libraries). Also shown:
//    `weather --version` (loading and parsing only) and the hello-world linked with
//    FoundationNetworking, to split the cost between the libraries loaded and the work done.
// 2. Parallel cities: `weather cities` with 20 cities on the Open-Meteo provider pointed at a
//    loopback server that answers every request after 100 ms; each city is a geocoding request
//    then a forecast request. Compared with one city (the same two requests once) and with one
//    request (`weather current --lat --lon`, a forecast only): medians of 7 runs each
//    (target: 20 cities within 2x of one city, not 20x).
import Foundation
import ProcessTiming

#if canImport(Glibc)
import Glibc
import SpecKitHTTP
#endif

func milliseconds(_ seconds: Double) -> String { String(format: "%7.1f ms", seconds * 1000) }

/// Runs the command `runs` times, checking it succeeds, and returns the median.
func medianOf(_ runs: Int, _ executable: String, _ arguments: [String], environment: [String: String]) throws -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let measured = try measure(executable, arguments, environment: environment)
        guard measured.status == 0 else { throw BenchmarkError("\(arguments.joined(separator: " ")) exited \(measured.status)") }
        times.append(measured.seconds)
    }
    return median(times)
}

func run() throws {
    let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 40
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let weather = binaries.appendingPathComponent("weather").path
    let hello = binaries.appendingPathComponent("HelloFoundation").path
    let helloNetworking = binaries.appendingPathComponent("HelloFoundationNetworking").path
    for binary in [weather, hello, helloNetworking] where !FileManager.default.isExecutableFile(atPath: binary) {
        throw BenchmarkError("\(binary) is missing: build the products named at the top of WeatherBenchmarks/main.swift first")
    }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("weather-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    // No config directory: compiled-in defaults, the bundled providers.
    let environment = ["HOME": root.path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1", "WEATHER_PROVIDER": "bundled"]

    // 1. Start-up against the hello-world: wall and CPU (medians, interleaved after a warm-up),
    // peak RSS, instructions under callgrind and shared libraries loaded, each with its ratio.
    let programs = [
        StartupProgram("hello-world (Foundation)", hello),
        StartupProgram("hello-world + FoundationNetworking", helloNetworking),
        StartupProgram("weather --version", weather, ["--version"]),
        StartupProgram("weather current (bundled)", weather, ["current"]),
    ]
    let figures = try measureStartup(programs, runs: runs, environment: environment, callgrind: Callgrind.prepare(in: root))
    print("Start-up, \(runs) runs each, interleaved (medians; CPU is user + system):")
    print(startupReport(figures, targetRatio: 1.3, peakTargetMiB: 22, extraLibraries: 3))
    if let current = figures.last {
        print(
            String(
                format: "  weather current / hello-world + FoundationNetworking: wall %.2fx, CPU %.2fx",
                current.wall / figures[1].wall,
                current.cpu / figures[1].cpu
            )
        )
    }

    // 2. Twenty cities in parallel against a slow loopback server.
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let delay = Duration.milliseconds(100)
    let json = ["Content-Type": "application/json"]
    server.route(
        .get,
        "/v1/search",
        headers: json,
        body: #"{"results":[{"name":"Lugo","latitude":43.00992,"longitude":-7.55602,"country":"Spain","admin1":"Galicia"}]}"#,
        delay: delay
    )
    server.route(
        .get,
        "/v1/forecast",
        headers: json,
        body:
            #"{"current":{"time":"2025-11-21T12:00","interval":900,"temperature_2m":10.8,"relative_humidity_2m":88,"surface_pressure":963.4,"wind_speed_10m":2.1,"wind_direction_10m":200,"weather_code":3}}"#,
        delay: delay
    )
    var live = environment
    live["WEATHER_PROVIDER"] = "open-meteo"
    live["OPEN_METEO_URL"] = server.baseURL.appendingPathComponent("v1").absoluteString
    live["OPEN_METEO_GEOCODING_URL"] = server.baseURL.appendingPathComponent("v1").absoluteString
    let cities = (1...20).map { "City \($0)" }
    _ = try medianOf(2, weather, ["cities"] + cities, environment: live)
    let oneRequest = try medianOf(7, weather, ["current", "--lat", "43.01", "--lon", "-7.56"], environment: live)
    let oneCity = try medianOf(7, weather, ["cities", "City 1"], environment: live)
    let twentyCities = try medianOf(7, weather, ["cities"] + cities, environment: live)
    let requests = server.requests.count
    print("Parallel cities, Open-Meteo on a loopback server answering each request after 100 ms, 7 runs each (medians):")
    print("  one request (current --lat --lon) \(milliseconds(oneRequest))")
    print("  cities, 1 city (2 requests)       \(milliseconds(oneCity))")
    print("  cities, 20 cities (40 requests)   \(milliseconds(twentyCities))")
    print(
        String(
            format: "  20 cities / 1 city %.2fx, / one request %.2fx (target: within 2x, not 20x); %d requests served",
            twentyCities / oneCity,
            twentyCities / oneRequest,
            requests
        )
    )
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("WeatherBenchmarks: \(error)\n".utf8))
    exit(1)
}
