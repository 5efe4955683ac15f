// How fast the apps read big inputs, release build: a 20 MB configuration file through the
// Configuration product's loader, and a 50 MB people file (JSON and text) through the built
// `people-roulette`, as a user would run it:
//
//   cd Benchmarks
//   swift build -c release --product people-roulette
//   swift run -c release ParserBenchmarks [runs]
//
// The goal: each under 2 s. Config files are capped at 16 MiB by default
// (`LocalConfigurationFileSystem.defaultMaxFileSize`); the benchmark raises the cap through
// `LocalConfigurationFileSystem(maxFileSize:)`. People files are capped at 64 MiB
// (`people.max-file-size`), so the 50 MB file is read with the defaults.
//
// 1. Configuration: `default.json` of 20 MB in two shapes, loaded by `ConfigurationLoader`
//    (parse, check every key, check every value): a list of about 1.3 million city names, and
//    one string of 20 MB. Median of `runs` loads (default 5).
// 2. People: `PEOPLE_SOURCE=file PEOPLE_FILE=big.json people-roulette --set storage.backend=memory
//    refresh` on 50 MB of JSON (jsonplaceholder's shape, about 157,000 people) and on 50 MB of
//    text (one name a line, about 2.3 million people). Median of `runs` runs.
import Configuration
import Foundation
import Platform
import ProcessTiming

let megabyte = 1_000_000

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func format(_ value: Double) -> String { String(format: "%.2f s", value) }

/// A `default.json` of about `size` bytes holding one list key.
func configList(size: Int) -> Data {
    var text = "{\n  \"bench.name\": \"big\",\n  \"bench.cities\": [\n"
    var number = 0
    while text.utf8.count < size - 64 {
        number += 1
        text += "    \"City number \(number)\",\n"
    }
    text += "    \"Last city\"\n  ]\n}\n"
    return Data(text.utf8)
}

/// A `default.json` of about `size` bytes holding one long string.
func configString(size: Int) -> Data {
    Data(("{\"bench.cities\": [\"one\"], \"bench.name\": \"" + String(repeating: "x", count: size) + "\"}\n").utf8)
}

/// A JSON array of people in jsonplaceholder's shape, about `size` bytes.
func peopleJSON(size: Int) -> Data {
    var text = "[\n"
    var id = 0
    while text.utf8.count < size - 400 {
        id += 1
        if id > 1 { text += ",\n" }
        text +=
            #"  {"id": \#(id), "name": "Person Number \#(id)", "username": "user\#(id)", "email": "user\#(id)@example.com", "address": {"street": "Main St", "city": "Springfield", "zipcode": "00000"}, "phone": "555-0201", "website": "example.com", "company": {"name": "Marsh & Daughters", "catchPhrase": "Tidy tides", "bs": "synergy"}}"#
    }
    return Data((text + "\n]\n").utf8)
}

/// One name a line, about `size` bytes.
func peopleText(size: Int) -> Data {
    var text = "# the team\n"
    var number = 0
    while text.utf8.count < size - 32 {
        number += 1
        text += "Person Number \(number)\n"
    }
    return Data(text.utf8)
}

enum BenchSettings {
    static let name = Setting.string("bench.name", default: nil, doc: "A name.")
    static let cities = Setting.list("bench.cities", default: nil, doc: "Cities.")
}

func configurationLoad(directory: URL, runs: Int) throws -> Double {
    let schema = try ConfigurationSchema([BenchSettings.name, BenchSettings.cities])
    let locations = FixedFileLocations(root: directory)
    let search = ConfigurationSearch(directoryVariable: "BENCH_CONFIG_DIR", environmentVariable: "BENCH_ENV")
    let loader = ConfigurationLoader(
        schema: schema,
        environment: DictionaryEnvironment([:]),
        locations: locations,
        search: search,
        fileSystem: LocalConfigurationFileSystem(maxFileSize: 64 << 20)
    )
    let request = ConfigurationRequest(configDirectory: directory.path)
    var times: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let start = clock.now
        let configuration = try loader.load(request)
        times.append(seconds(clock.now - start))
        guard try !configuration.value(of: BenchSettings.cities).isEmpty else { throw BenchmarkError("no cities loaded") }
    }
    return median(times)
}

func run() throws {
    let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 5
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let roulette = binaries.appendingPathComponent("people-roulette").path
    guard FileManager.default.isExecutableFile(atPath: roulette) else {
        throw BenchmarkError("\(roulette) is missing: run `swift build -c release --product people-roulette` first")
    }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("parser-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }

    print("Configuration files, loaded by ConfigurationLoader (median of \(runs)):")
    for (name, data) in [("20 MB list of cities", configList(size: 20 * megabyte)), ("20 MB string", configString(size: 20 * megabyte))] {
        let directory = root.appendingPathComponent("config-\(name.filter(\.isLetter))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try data.write(to: directory.appendingPathComponent("default.json"))
        print("  \(name) (\(data.count) bytes): \(format(try configurationLoad(directory: directory, runs: runs)))")
    }

    print("People files, `people-roulette --set storage.backend=memory refresh` (median of \(runs)):")
    let home = root.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    for (name, file, data) in [
        ("50 MB JSON", "big.json", peopleJSON(size: 50 * megabyte)), ("50 MB text", "big.txt", peopleText(size: 50 * megabyte)),
    ] {
        let path = root.appendingPathComponent(file)
        try data.write(to: path)
        let environment = ["HOME": home.path, "PEOPLE_SOURCE": "file", "PEOPLE_FILE": path.path]
        var times: [Double] = []
        for _ in 0..<runs {
            let measured = try measure(roulette, ["--set", "storage.backend=memory", "refresh"], environment: environment)
            guard measured.status == 0 else { throw BenchmarkError("people-roulette refresh of \(file) exited \(measured.status)") }
            times.append(measured.seconds)
        }
        print("  \(name) (\(data.count) bytes): \(format(median(times)))")
    }
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("ParserBenchmarks: error: \(error)\n".utf8))
    exit(70)
}
