// Fuzzes loading a configuration file: the JSON parser (nesting, escapes, numbers, dotted and
// nested keys), unknown keys and every setting type's checks, from an in-memory default.json.
import Configuration
import Foundation
import Platform

/// The files of the run: default.json holds the input.
struct MemoryFiles: ConfigurationFileSystem {
    let input: Data
    func isDirectory(_ url: URL) -> Bool { url.path == "/config" }
    func exists(_ url: URL) -> Bool { url.path == "/config/default.json" }
    func contents(of url: URL) throws -> Data { input }
    func entries(of directory: URL) -> [String] { ["default.json"] }
}

let schema = try? ConfigurationSchema([
    Setting.string("people.name", default: "demo", doc: "A name."),
    Setting.choice("storage.backend", among: ["sqlite", "memory"], default: "sqlite", doc: "A choice."),
    Setting.integer("http.max-body-size", in: 1...1_000_000, default: 10, doc: "An integer."),
    Setting.double("roulette.ratio", in: 0...1, default: 0.5, doc: "A double."),
    Setting.boolean("log.verbose", default: false, doc: "A boolean."),
    Setting.url("people.url", default: "https://example.com/users", doc: "A URL."),
    Setting.path("storage.path", default: nil, doc: "A path."),
    Setting.list("weather.cities", default: ["Lugo"], doc: "A list."),
    Setting.duration("http.timeout", default: "10s", doc: "A duration."),
    Setting.string("openweather.api-key", default: nil, secret: true, doc: "A secret."),
])
let locations = FixedFileLocations(root: URL(fileURLWithPath: "/nonexistent/fuzz"))
let search = ConfigurationSearch(directoryVariable: "FUZZ_CONFIG_DIR", environmentVariable: "FUZZ_ENV")

/// libFuzzer's entry: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let schema else { return 0 }
    let input = data.map { Data(bytes: $0, count: size) } ?? Data()
    let loader = ConfigurationLoader(
        schema: schema,
        environment: DictionaryEnvironment([:]),
        locations: locations,
        search: search,
        fileSystem: MemoryFiles(input: input)
    )
    if let configuration = try? loader.load(ConfigurationRequest(configDirectory: "/config")) {
        _ = configuration.dump.text
    }
    return 0
}
