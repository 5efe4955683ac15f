// Fuzzes redaction: a secret is planted in a URL's password and in a query value, around bytes
// the fuzzer chooses (any separator, `@`, combining marks, invalid UTF-8), and the URL is shown
// the ways a user can see it: `Redaction.url`, the config dump, and the error of an invalid
// value. Any text shown that holds the secret is a finding (the target traps).
import Configuration
import Foundation
import Platform

/// What is planted: a password and a query value no fuzzer input spells by chance.
let secret = "PLANTEDs3cr3tQ7"

let schema = try? ConfigurationSchema([
    Setting.url("people.url", default: "https://example.com/users", doc: "A URL."),
    Setting.string("openweather.api-key", default: nil, secret: true, doc: "A secret."),
])
let locations = FixedFileLocations(root: URL(fileURLWithPath: "/nonexistent/fuzz"))
let search = ConfigurationSearch(directoryVariable: "FUZZ_CONFIG_DIR", environmentVariable: "FUZZ_ENV")

/// The input split at NUL bytes into the parts around the planted secrets: `scheme`, `user`,
/// `host`, `path`, `name` and `rest`, in that order; missing parts are empty.
struct Parts {
    var pieces: [String]

    init(_ data: Data) {
        pieces = data.split(separator: 0, maxSplits: 5, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        while pieces.count < 6 { pieces.append("") }
    }

    /// `<scheme>://<user>:SECRET@<host>/<path>?<name>=SECRET<rest>`, with `http` for an empty
    /// scheme. When the scheme part is not a plain word, or the user part holds a scalar that ends
    /// an authority (`/`, `?`, `#`, `\`), what follows is no longer a password (it may be a path,
    /// which is shown), and it is left out.
    var url: String {
        let scheme = pieces[0].isEmpty ? "http" : pieces[0]
        let user = pieces[1]
        let plainScheme = scheme.unicodeScalars.allSatisfy {
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "+-.".unicodeScalars.contains($0))
        }
        // Scalars, not characters: a URL parser ends the authority at a `/` byte even where a
        // combining mark follows it and makes one character of the two.
        let endsAuthority = user.unicodeScalars.contains { "/?#\\".unicodeScalars.contains($0) }
        let password = !plainScheme || endsAuthority ? "" : secret
        return "\(scheme)://\(user):\(password)@\(pieces[2])/\(pieces[3])?\(pieces[4])=\(secret)\(pieces[5])"
    }

    /// The whole input with the secret in the middle: a value that is rarely a valid URL, and
    /// whose error, when it is invalid, must not show it.
    var raw: String { pieces[0] + pieces[1] + secret + pieces[2] + pieces[3] + pieces[4] + pieces[5] }
}

/// Traps when `shown` holds the secret, printing what leaked.
func check(_ shown: String, from input: String, _ place: String) {
    guard shown.contains(secret) else { return }
    FileHandle.standardError.write(Data("FuzzRedaction: \(place) of \(input.debugDescription) shows the secret: \(shown.debugDescription)\n".utf8))
    abort()
}

/// No configuration file: every value comes from the environment.
struct NoFiles: ConfigurationFileSystem {
    func isDirectory(_ url: URL) -> Bool { false }
    func exists(_ url: URL) -> Bool { false }
    func contents(of url: URL) throws -> Data { Data() }
    func entries(of directory: URL) -> [String] { [] }
}

/// Loads `value` as `people.url` from the environment and checks the error, and the dump when
/// `dumped` (the secret is planted where a valid URL may not show it).
func load(_ value: String, dumped: Bool) {
    guard let schema else { return }
    let loader = ConfigurationLoader(
        schema: schema,
        environment: DictionaryEnvironment(["PEOPLE_URL": value]),
        locations: locations,
        search: search,
        fileSystem: NoFiles()
    )
    do {
        let configuration = try loader.load(ConfigurationRequest())
        guard dumped else { return }
        let dump = configuration.dump
        check(dump.text, from: value, "the config dump")
        if let json = try? JSONEncoder().encode(dump) { check(String(decoding: json, as: UTF8.self), from: value, "the JSON config dump") }
    } catch {
        check(error.message, from: value, "the error")
        check(error.hint ?? "", from: value, "the hint")
    }
}

/// libFuzzer's entry: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let parts = Parts(data.map { Data(bytes: $0, count: size) } ?? Data())
    let url = parts.url
    check(Redaction.url(url), from: url, "Redaction.url")
    load(url, dumped: true)
    load(parts.raw, dumped: false)
    return 0
}
