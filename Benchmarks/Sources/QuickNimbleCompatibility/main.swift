// How far a Quick/Nimble suite ports to SpecKit by its imports, measured on real code:
// 1. Nimble 14.0.0's own matcher tests (Tests/NimbleTests/Matchers, 38 files) run against
//    SpecKit's `Nimble` module, with their imports unchanged: how many files compile, how many
//    tests pass, and how many of the failure messages they expect SpecKit prints to the letter.
// 2. A Quick 7 spec file (QuickPortSpec.swift) built and run, unchanged, against Quick 7.6.2 +
//    Nimble 14.0.0 and against SpecKit's `Quick` and `Nimble` modules: both must pass.
//
// It generates a package in a temporary folder: the tests and their helpers, copied from a checkout
// of the local Nimble copy made at run time (none of Nimble's code is committed here), and
// Nimble's shared test helpers written again on SpecKit (SharedTestHelpers.swift). It builds the
// tests, sets aside each file the compiler rejects (and says why, with the first error), builds
// again until the rest compile, then runs them.
// Run: cd Benchmarks && swift run QuickNimbleCompatibility [--root DIR] [--work DIR] [--verbose] [--import-speckit]
// --root measures another checkout of this repository (to compare commits); --work keeps the
// package in DIR; --verbose lists every failing test and mismatched message; --import-speckit
// swaps `import Nimble` for `import SpecKit` in every file (for commits before the Nimble product;
// the Quick spec is then skipped).
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let verbose = arguments.contains("--verbose")
/// The module the tests import: SpecKit's `Nimble` (imports unchanged), or `SpecKit` itself.
let module = arguments.contains("--import-speckit") ? "SpecKit" : "Nimble"
let root =
    option("--root").map { URL(fileURLWithPath: $0).standardizedFileURL }
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let work =
    option("--work").map { URL(fileURLWithPath: $0) }
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("quick-nimble-compatibility-\(getpid())")
let package = work.appendingPathComponent("package")
let tests = package.appendingPathComponent("Tests/NimbleTests")
let setAside = work.appendingPathComponent("set-aside")
let messageLog = work.appendingPathComponent("messages.tsv")

struct Failure: Error, CustomStringConvertible {
    let description: String
}

/// Runs a command to its end; returns its exit status and what it printed (both streams).
func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let log = work.appendingPathComponent("command.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
}

func write(_ text: String, to path: String) throws {
    let url = package.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}

let manifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    // Swift 5 language mode, as Nimble's own manifest builds its tests.
    let package = Package(
        name: "QuickNimbleCompatibility",
        platforms: [.macOS(.v15)],
        dependencies: [.package(name: "Roulette", path: "\(root.path)")],
        targets: [
            .target(
                name: "NimbleSharedTestHelpers",
                dependencies: [.product(name: "\(module)", package: "Roulette")],
                swiftSettings: [.swiftLanguageMode(.v5)]
            ),
            .testTarget(
                name: "NimbleTests",
                dependencies: ["NimbleSharedTestHelpers", .product(name: "\(module)", package: "Roulette")],
                swiftSettings: [.swiftLanguageMode(.v5)]
            ),
        ]
    )
    """

/// The source with `import Nimble` (plain or `@testable`) swapped for `import SpecKit` when asked.
func swappingImports(_ source: String) -> String {
    guard module == "SpecKit" else { return source }
    return source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line == "import Nimble" || line == "@testable import Nimble" ? "import SpecKit" : String(line)
    }.joined(separator: "\n")
}

/// The files the compiler rejected in `output`, each with its first error.
func rejectedFiles(in output: String) -> [String: String] {
    var rejected: [String: String] = [:]
    for line in output.split(separator: "\n") {
        guard let range = line.range(of: ": error: ") else { continue }
        let location = line[..<range.lowerBound]
        guard let file = location.split(separator: ":").first, file.hasPrefix(tests.path) else { continue }
        let relative = String(file.dropFirst(tests.path.count + 1))
        if rejected[relative] == nil { rejected[relative] = String(line[range.upperBound...]) }
    }
    return rejected
}

/// A checkout of the local copy of `name` at `tag` in the work folder, made once.
func checkout(_ name: String, tag: String) throws {
    guard !FileManager.default.fileExists(atPath: work.appendingPathComponent(name).path) else { return }
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let clone = try run(["git", "clone", "--quiet", "--depth", "1", "--branch", tag, "file:///opt/swift-packages/Quick/\(name).git", name], in: work)
    guard clone.status == 0 else { throw Failure(description: "git clone of \(name) \(tag) failed:\n\(clone.output)") }
}

/// Builds and runs the Quick 7 spec against Quick + Nimble and against SpecKit; prints both outcomes.
func quickPort() throws {
    try checkout("Quick", tag: "7.6.2")
    let fileManager = FileManager.default
    let port = work.appendingPathComponent("quick-port")
    try? fileManager.removeItem(at: port)
    let quick = port.appendingPathComponent("quick")
    let specKit = port.appendingPathComponent("speckit")
    for (folder, manifest) in [(quick, QuickPortSpec.quickManifest), (specKit, QuickPortSpec.specKitManifest(root: root.path))] {
        try fileManager.createDirectory(at: folder.appendingPathComponent("Tests/PortTests"), withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data(QuickPortSpec.source.utf8).write(to: folder.appendingPathComponent("Tests/PortTests/QuickPortSpec.swift"))
    }
    try fileManager.createDirectory(at: quick.appendingPathComponent("Vendor"), withIntermediateDirectories: true)
    for name in ["Quick", "Nimble"] {
        try fileManager.createSymbolicLink(at: quick.appendingPathComponent("Vendor/\(name)"), withDestinationURL: work.appendingPathComponent(name))
    }
    try fileManager.createDirectory(at: quick.appendingPathComponent("EntryPoint"), withIntermediateDirectories: true)
    try Data(QuickPortSpec.entryPoint.utf8).write(to: quick.appendingPathComponent("EntryPoint/LinuxMain.swift"))
    let entry = ["--experimental-test-entry-point-path", "EntryPoint/LinuxMain.swift"]

    print("A Quick 7 spec file, imports unchanged (QuickPortSpec.swift):")
    let quickRun = try run(["swift", "test"] + entry, in: quick)
    let executed = quickRun.output.split(separator: "\n").last { $0.contains("Executed ") }.map { $0.trimmingCharacters(in: .whitespaces) }
    print("  Quick 7.6.2 + Nimble 14.0.0: status \(quickRun.status), \(executed ?? "no test ran")")
    let specKitRun = try run(["swift", "test"], in: specKit)
    let summary = specKitRun.output.split(separator: "\n").last { $0.hasPrefix("SpecKit: ") }
    let warnings = specKitRun.output.split(separator: "\n").filter { $0.contains("PortTests") && $0.contains("warning:") }.count
    print("  SpecKit's Quick and Nimble:  status \(specKitRun.status), \(summary ?? "no summary"), \(warnings) warnings in the spec")
    if verbose && (quickRun.status != 0 || specKitRun.status != 0) { print(quickRun.output.suffix(3000), specKitRun.output.suffix(3000)) }
}

func main() throws {
    let fileManager = FileManager.default
    try checkout("Nimble", tag: "14.0.0")
    try? fileManager.removeItem(at: package)
    try? fileManager.removeItem(at: setAside)
    try fileManager.createDirectory(at: setAside, withIntermediateDirectories: true)
    try write(manifest, to: "Package.swift")
    try write(SharedTestHelpers.source(module: module), to: "Sources/NimbleSharedTestHelpers/utils.swift")
    let nimbleTests = work.appendingPathComponent("Nimble/Tests/NimbleTests")
    for folder in ["Matchers", "Helpers"] {
        try fileManager.createDirectory(at: tests.appendingPathComponent(folder), withIntermediateDirectories: true)
        for name in try fileManager.contentsOfDirectory(atPath: nimbleTests.appendingPathComponent(folder).path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: nimbleTests.appendingPathComponent(folder).appendingPathComponent(name), encoding: .utf8)
            try write(swappingImports(text), to: "Tests/NimbleTests/\(folder)/\(name)")
        }
    }
    let matcherFiles = try fileManager.contentsOfDirectory(atPath: tests.appendingPathComponent("Matchers").path).filter { $0.hasSuffix(".swift") }

    // Build, setting aside what does not compile, until the rest does.
    var rejected: [(file: String, error: String)] = []
    while true {
        print("building (\(rejected.count) files set aside)...")
        let build = try run(["swift", "build", "--build-tests"], in: package)
        if build.status == 0 { break }
        let files = rejectedFiles(in: build.output)
        guard !files.isEmpty else { throw Failure(description: "the build failed outside the test files:\n\(build.output.suffix(4000))") }
        for (file, error) in files.sorted(by: { $0.key < $1.key }) {
            rejected.append((file, error))
            try fileManager.moveItem(
                at: tests.appendingPathComponent(file),
                to: setAside.appendingPathComponent(file.replacingOccurrences(of: "/", with: "-"))
            )
        }
    }

    try? fileManager.removeItem(at: messageLog)
    let testRun = try run(["swift", "test", "--skip-build"], in: package, environment: ["NIMBLE_MESSAGE_LOG": messageLog.path])
    var passed: [String] = []
    var failed: [String] = []
    for line in testRun.output.split(separator: "\n") where line.hasPrefix("Test Case '") {
        let name = line.dropFirst("Test Case '".count).prefix { $0 != "'" }
        if line.contains("' passed (") { passed.append(String(name)) }
        if line.contains("' failed (") { failed.append(String(name)) }
    }
    let rows = ((try? String(contentsOf: messageLog, encoding: .utf8)) ?? "").split(separator: "\n").map { $0.components(separatedBy: "\t") }
    let matched = rows.filter { $0.first == "match" }.count

    let compiled = matcherFiles.count - rejected.filter { $0.file.hasPrefix("Matchers/") }.count
    print("SpecKit at \(root.path), Nimble 14.0.0's Tests/NimbleTests/Matchers importing \(module):")
    print("  files compiling:   \(compiled)/\(matcherFiles.count)")
    print("  tests passing:     \(passed.count)/\(passed.count + failed.count) (of the files that compile)")
    print("  messages matching: \(matched)/\(rows.count) (failsWithErrorMessage and failsWithErrorRegex)")
    if testRun.status != 0 && failed.isEmpty {
        print("  the test run ended with status \(testRun.status) and no failed test:\n\(testRun.output.suffix(3000))")
    }
    print("set aside:")
    for (file, error) in rejected { print("  \(file): \(error)") }
    if verbose {
        print("failing tests:")
        for name in failed { print("  \(name)") }
        print("mismatched messages:")
        for row in rows where row.first == "mismatch" { print("  " + row.dropFirst().joined(separator: " | ")) }
    }
    if module == "Nimble" { try quickPort() }
    if option("--work") == nil { try? fileManager.removeItem(at: work) }
}

do {
    try main()
} catch {
    FileHandle.standardError.write(Data("QuickNimbleCompatibility: \(error)\n".utf8))
    exit(1)
}
