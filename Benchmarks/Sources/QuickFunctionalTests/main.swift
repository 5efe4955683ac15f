// How much of Quick 7.6.2's own behaviour SpecKit's `Quick` and `Nimble` modules keep, measured on
// Quick's functional tests (Tests/QuickTests of Quick's package: FunctionalTests with their
// Fixtures, the focused tests and the afterSuite test, the target `QuickTests` of Quick's manifest
// without its Objective-C files). On Linux they hold 52 XCTest tests, which run spec classes with
// Quick's helpers `qck_runSpec`/`qck_runSpecs` and check what happened (hook order, counts of
// skipped and failed examples), and the spec classes themselves, which `swift test` runs too.
//
// It generates a package in a temporary folder that depends on this repository (the `Quick` and
// `Nimble` products and SpecKitPlugin), copies the tests into it from a checkout of Quick 7.6.2
// made at run time (none of Quick's code is committed here), replaces Quick's helpers with a
// stand-in on SpecKit's public API (SpecRunnerStandIn.swift), sets aside each file the compiler
// rejects (saying why), and runs:
// 1. XCTest alone: the 52 tests, per file;
// 2. Swift Testing alone without the focused files: the spec classes, each run as `swift test`
//    runs it (the focused files focus the whole run, as they would in Quick's);
// 3. Swift Testing alone with every file: only the focused examples run;
// 4. the whole suite through a `Tests/LinuxMain.swift` that calls `QCKMain` with every XCTest
//    case: each test and example must run exactly once.
// Run: cd Benchmarks && swift run QuickFunctionalTests [--root DIR] [--work DIR] [--verbose]
// --root measures another checkout of this repository; --work keeps the package in DIR; --verbose
// prints the failing tests' and examples' full output.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let verbose = arguments.contains("--verbose")
let root =
    option("--root").map { URL(fileURLWithPath: $0).standardizedFileURL }
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let work =
    option("--work").map { URL(fileURLWithPath: $0) }
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("quick-functional-tests-\(getpid())")
let package = work.appendingPathComponent("package")
/// The test target's folder, laid out as Quick's `Tests/QuickTests`.
let tests = package.appendingPathComponent("Tests/QuickTests")
let setAside = work.appendingPathComponent("set-aside")
/// The files of the focused tests, set aside for the second run.
let focusedFolder = "QuickFocusedTests"
/// Quick's helper that the stand-in replaces.
let helperPath = "QuickTests/Helpers/QuickSpecRunner.swift"

struct Failure: Error, CustomStringConvertible {
    let description: String
}

/// Runs a command to its end, or stops it after `limit` seconds; returns its exit status and what
/// it printed (both streams).
func run(_ arguments: [String], in directory: URL, limit: TimeInterval = 1800) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let log = work.appendingPathComponent("command.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    let stop = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: stop)
    process.waitUntilExit()
    stop.cancel()
    try handle.close()
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    if process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM {
        return (process.terminationStatus, output + "\n(stopped after \(Int(limit)) seconds)")
    }
    return (process.terminationStatus, output)
}

func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}

/// The package: Quick's test target on SpecKit's products, in the Swift 5 language mode of Quick's
/// own manifest.
let manifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
        name: "QuickFunctionalTests",
        platforms: [.macOS(.v15)],
        dependencies: [.package(name: "Roulette", path: "\(root.path)")],
        targets: [
            .testTarget(
                name: "QuickTests",
                dependencies: [.product(name: "Quick", package: "Roulette"), .product(name: "Nimble", package: "Roulette")],
                swiftSettings: [.swiftLanguageMode(.v5)],
                plugins: [.plugin(name: "SpecKitPlugin", package: "Roulette")]
            ),
        ]
    )
    """

/// A checkout of Quick 7.6.2 in the work folder, made once: from the local copy of Quick's
/// repository when there is one, else from GitHub.
func checkoutQuick() throws -> URL {
    let checkout = work.appendingPathComponent("Quick")
    guard !FileManager.default.fileExists(atPath: checkout.path) else { return checkout }
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let local = "/opt/swift-packages/Quick/Quick.git"
    let origin = FileManager.default.fileExists(atPath: local) ? "file://\(local)" : "https://github.com/Quick/Quick.git"
    let clone = try run(["git", "clone", "--quiet", "--depth", "1", "--branch", "7.6.2", origin, "Quick"], in: work)
    guard clone.status == 0 else { throw Failure(description: "git clone of Quick 7.6.2 from \(origin) failed:\n\(clone.output)") }
    return checkout
}

/// The Swift files of Quick's test target `QuickTests`, relative to its folder, in order.
func swiftFiles(under folder: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var files: [String] = []
    while let url = enumerator?.nextObject() as? URL {
        guard url.pathExtension == "swift" else { continue }
        files.append(String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
    }
    return files.sorted()
}

/// The files the compiler rejected in `output`, each with its first error; and whether an error
/// was reported outside the test files (the stand-in or the plugin's glue).
func rejectedFiles(in output: String) -> (files: [String: String], elsewhere: [String]) {
    var rejected: [String: String] = [:]
    var elsewhere: [String] = []
    let prefix = tests.standardizedFileURL.path + "/"
    for line in output.split(separator: "\n") {
        guard let range = line.range(of: ": error: ") else { continue }
        let location = line[..<range.lowerBound]
        guard let file = location.split(separator: ":").first.map(String.init) else { continue }
        guard file.hasPrefix(prefix), !file.hasSuffix(helperPath) else {
            if file.hasPrefix("/") { elsewhere.append(String(line)) }
            continue
        }
        let relative = String(file.dropFirst(prefix.count))
        if rejected[relative] == nil { rejected[relative] = String(line[range.upperBound...]) }
    }
    return (rejected, elsewhere)
}

/// Builds the tests, setting aside what does not compile, until the rest does; returns the files
/// set aside, each with its first error.
func buildSettingAside() throws -> [(file: String, error: String)] {
    var rejected: [(file: String, error: String)] = []
    while true {
        print("building (\(rejected.count) files set aside)...")
        let build = try run(["swift", "build", "--build-tests"], in: package)
        if build.status == 0 { return rejected }
        let (files, elsewhere) = rejectedFiles(in: build.output)
        guard !files.isEmpty else {
            throw Failure(
                description: "the build failed outside the test files:\n\(elsewhere.prefix(20).joined(separator: "\n"))\n\(build.output.suffix(3000))"
            )
        }
        for (file, error) in files.sorted(by: { $0.key < $1.key }) {
            rejected.append((file, error))
            let destination = setAside.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: tests.appendingPathComponent(file), to: destination)
        }
    }
}

/// The file of each class the test files declare, by class name.
func classFiles() -> [String: String] {
    var files: [String: String] = [:]
    let declaration = try? NSRegularExpression(
        pattern: #"^\s*(?:(?:final|public|open|private|fileprivate|internal)\s+)*class\s+(\w+)"#,
        options: .anchorsMatchLines
    )
    for file in swiftFiles(under: tests) {
        guard let text = try? String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8) else { continue }
        let range = NSRange(text.startIndex..., in: text)
        for match in declaration?.matches(in: text, range: range) ?? [] {
            if let name = Range(match.range(at: 1), in: text) { files[String(text[name])] = file }
        }
    }
    return files
}

/// An XCTest test's outcome: `Class.method`, whether it passed, and the failures it printed.
struct XCTestOutcome {
    let name: String
    var passed: Bool
    var failures: [String]
}

/// `message` without the module and private context of the tests' own types, which XCTest's
/// messages print in full (`QuickTests.(unknown context at $5624ad958128).AroundEachType.before0`).
func readable(_ message: String) -> String {
    message.replacingOccurrences(of: #"QuickTests\.(\(unknown context at \$[0-9a-f]+\)\.)?(\w+\.)?"#, with: "", options: .regularExpression)
}

/// The XCTest tests of `output`, in the order they ran.
func xcTestOutcomes(in output: String) -> [XCTestOutcome] {
    var outcomes: [XCTestOutcome] = []
    var failures: [String: [String]] = [:]
    for line in output.split(separator: "\n") {
        if line.hasPrefix("Test Case '") {
            let name = String(line.dropFirst("Test Case '".count).prefix { $0 != "'" })
            if line.contains("' passed (") { outcomes.append(XCTestOutcome(name: name, passed: true, failures: [])) }
            if line.contains("' failed (") { outcomes.append(XCTestOutcome(name: name, passed: false, failures: [])) }
        } else if let range = line.range(of: ": error: ") {
            // `/path/File.swift:12: error: Class.test : message`
            let rest = line[range.upperBound...]
            guard let separator = rest.range(of: " : ") else { continue }
            let place = line[..<range.lowerBound].split(separator: "/").last.map(String.init) ?? ""
            failures[String(rest[..<separator.lowerBound]), default: []].append(place + ": " + readable(String(rest[separator.upperBound...])))
        }
    }
    return outcomes.map { outcome in
        var outcome = outcome
        outcome.failures = failures[outcome.name] ?? []
        return outcome
    }
}

/// The examples SpecKit reported in `output`, by spec class: each example's line, and for a failed
/// one the failures SpecKit printed for it (`/path/File.swift:12: error: <example>: <message>`, told
/// apart by the example's name and the places its line names: spec classes run in parallel, so
/// their lines interleave).
struct SpecOutcomes {
    struct Failed {
        let example: String
        let places: [String]
        var failures: [String] = []
    }

    var passed: [String: Int] = [:]
    var skipped: [String: Int] = [:]
    var failed: [String: [Failed]] = [:]
    var summary = "no SpecKit summary"

    var classes: [String] { Set(passed.keys).union(skipped.keys).union(failed.keys).sorted() }
    var examples: Int { passed.values.reduce(0, +) + skipped.values.reduce(0, +) + failed.values.map(\.count).reduce(0, +) }
}

func specOutcomes(in output: String) -> SpecOutcomes {
    var outcomes = SpecOutcomes()
    let lines = output.split(separator: "\n").map(String.init)
    for line in lines {
        if line.hasPrefix("SpecKit: ") && line.contains(" examples: ") { outcomes.summary = line }
        guard let mark = ["✔ ", "✘ ", "➜ "].first(where: { line.hasPrefix($0) }), let colon = line.range(of: ": ") else { continue }
        let spec = String(line.dropFirst(2)[..<colon.lowerBound])
        guard !spec.contains(" ") else { continue }  // Swift Testing's own lines ("✔ Test ...")
        switch mark {
        case "✔ ": outcomes.passed[spec, default: 0] += 1
        case "➜ ": outcomes.skipped[spec, default: 0] += 1
        default:
            // `✘ Spec: <example> failed at File.swift:12, File.swift:14 (0.3 ms)`
            let rest = line[colon.upperBound...]
            guard let at = rest.range(of: " failed at ", options: .backwards) else { continue }
            let places = rest[at.upperBound...].prefix { $0 != "(" }.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            outcomes.failed[spec, default: []].append(SpecOutcomes.Failed(example: String(rest[..<at.lowerBound]), places: places))
        }
    }
    for line in lines where line.hasPrefix("/") {
        guard let range = line.range(of: ": error: ") else { continue }
        let location = line[..<range.lowerBound]
        let parts = location.split(separator: ":")
        guard parts.count >= 2, let file = parts[0].split(separator: "/").last else { continue }
        let place = "\(file):\(parts[1])"
        let text = String(line[range.upperBound...])
        outer: for (spec, failures) in outcomes.failed {
            for (index, failed) in failures.enumerated() where failed.places.contains(place) && text.hasPrefix(failed.example + ": ") {
                outcomes.failed[spec]?[index].failures.append(String(text.dropFirst(failed.example.count + 2)))
                break outer
            }
        }
    }
    return outcomes
}

func printSpecOutcomes(_ outcomes: SpecOutcomes, status: Int32) {
    print("  \(outcomes.summary) (exit status \(status))")
    for spec in outcomes.classes {
        let failed = outcomes.failed[spec] ?? []
        let line = "    \(spec): \(outcomes.passed[spec] ?? 0) passed, \(failed.count) failed, \(outcomes.skipped[spec] ?? 0) skipped"
        print(line)
        for failed in failed {
            print("      ✘ \(failed.example) (\(failed.places.joined(separator: ", ")))")
            for failure in failed.failures.prefix(verbose ? 20 : 3) { print("          \(failure)") }
        }
    }
}

func main() throws {
    let fileManager = FileManager.default
    let quick = try checkoutQuick()
    let source = quick.appendingPathComponent("Tests/QuickTests")
    try? fileManager.removeItem(at: package)
    try? fileManager.removeItem(at: setAside)
    try write(manifest, to: package.appendingPathComponent("Package.swift"))
    let files = swiftFiles(under: source)
    for file in files where file != helperPath {
        let text = try String(contentsOf: source.appendingPathComponent(file), encoding: .utf8)
        try write(text, to: tests.appendingPathComponent(file))
    }
    try write(SpecRunnerStandIn.source, to: tests.appendingPathComponent(helperPath))
    let measured = files.filter { $0 != helperPath }

    let rejected = try buildSettingAside()
    let owners = classFiles()

    // 1. XCTest alone: Quick's 52 tests on Linux.
    print("running XCTest...")
    let xcTestRun = try run(["swift", "test", "--skip-build", "--disable-swift-testing"], in: package)
    let xcTests = xcTestOutcomes(in: xcTestRun.output)
    var perFile: [String: (ran: Int, passed: Int)] = [:]
    for test in xcTests {
        let file = owners[String(test.name.prefix { $0 != "." })] ?? "?"
        perFile[file, default: (0, 0)].ran += 1
        if test.passed { perFile[file, default: (0, 0)].passed += 1 }
    }

    // 2. Swift Testing without the focused files, which would focus the whole run.
    print("running the spec classes without the focused files...")
    let focusedAside = work.appendingPathComponent("focused-aside")
    try? fileManager.removeItem(at: focusedAside)
    let hasFocused = fileManager.fileExists(atPath: tests.appendingPathComponent(focusedFolder).path)
    if hasFocused { try fileManager.moveItem(at: tests.appendingPathComponent(focusedFolder), to: focusedAside) }
    let unfocusedBuild = try run(["swift", "build", "--build-tests"], in: package)
    let unfocusedRun = unfocusedBuild.status == 0 ? try run(["swift", "test", "--skip-build", "--disable-xctest"], in: package) : unfocusedBuild
    if hasFocused { try fileManager.moveItem(at: focusedAside, to: tests.appendingPathComponent(focusedFolder)) }

    // 3. Swift Testing with every file: the focused examples alone run.
    print("running the spec classes with every file...")
    let focusedBuild = try run(["swift", "build", "--build-tests"], in: package)
    let focusedRun = focusedBuild.status == 0 ? try run(["swift", "test", "--skip-build", "--disable-xctest"], in: package) : focusedBuild

    // 4. The suite through a LinuxMain.swift that calls QCKMain with every XCTest case.
    print("running the suite through a LinuxMain.swift that calls QCKMain...")
    let caseClasses = Set(xcTests.map { String($0.name.prefix { $0 != "." }) }).sorted()
    let linuxMain = package.appendingPathComponent("Tests/LinuxMain.swift")
    try write(
        """
        // Written by QuickFunctionalTests: Quick's Linux entry point, as a Quick suite's LinuxMain.swift calls it.
        import Quick
        import XCTest

        @testable import QuickTests

        QCKMain([], testCases: [
        \(caseClasses.map { "    testCase(\($0).allTests)," }.joined(separator: "\n"))
        ])
        """,
        to: linuxMain
    )
    let mainRun = try run(["swift", "test"], in: package)
    try? fileManager.removeItem(at: linuxMain)
    let mainTests = xcTestOutcomes(in: mainRun.output)
    let mainSpecs = specOutcomes(in: mainRun.output)

    // The report.
    let compiled = measured.count - rejected.count
    print("")
    print("SpecKit at \(root.path), Quick 7.6.2's Tests/QuickTests (functional, focused and afterSuite tests, helpers):")
    print("  files compiling:      \(compiled)/\(measured.count) (Quick's QuickSpecRunner.swift replaced by the stand-in)")
    print(
        "  XCTest tests:         \(xcTests.count) ran (52 on Linux with Quick), \(xcTests.filter(\.passed).count) passed (exit status \(xcTestRun.status))"
    )
    if xcTests.isEmpty { print(xcTestRun.output.suffix(3000)) }
    print("  per file (tests ran, passed):")
    for (file, counts) in perFile.sorted(by: { $0.key < $1.key }) { print("    \(file): \(counts.ran), \(counts.passed)") }
    print("  failing XCTest tests:")
    for test in xcTests where !test.passed {
        print("    ✘ \(test.name) (\(owners[String(test.name.prefix { $0 != "." })] ?? "?"))")
        for failure in test.failures.prefix(verbose ? 20 : 4) { print("        \(failure)") }
    }
    print("  spec classes under swift test, without the focused files:")
    printSpecOutcomes(specOutcomes(in: unfocusedRun.output), status: unfocusedRun.status)
    print("  spec classes under swift test, with every file (the focused ones focus the run):")
    let focused = specOutcomes(in: focusedRun.output)
    print("  \(focused.summary) (exit status \(focusedRun.status))")
    for spec in focused.classes where (focused.passed[spec] ?? 0) + (focused.failed[spec]?.count ?? 0) > 0 {
        print("    \(spec): \(focused.passed[spec] ?? 0) passed, \(focused.failed[spec]?.count ?? 0) failed")
    }
    print("  through a LinuxMain.swift calling QCKMain (exit status \(mainRun.status)):")
    print(
        "    XCTest tests: \(mainTests.count) ran, \(mainTests.filter(\.passed).count) passed (alone: \(xcTests.count), \(xcTests.filter(\.passed).count))"
    )
    print("    spec examples: \(mainSpecs.examples) reported, \(mainSpecs.summary) (alone: \(focused.examples), \(focused.summary))")
    if mainTests.isEmpty && mainSpecs.examples == 0 { print(mainRun.output.suffix(3000)) }
    print("set aside:")
    for (file, error) in rejected { print("  \(file): \(error)") }
    if verbose && unfocusedRun.status != 0 && specOutcomes(in: unfocusedRun.output).examples == 0 { print(unfocusedRun.output.suffix(4000)) }
    if option("--work") == nil {
        try? fileManager.removeItem(at: work)
        // SwiftPM's lock files for the package, which it leaves beside the folder it names them after.
        let locks = work.deletingLastPathComponent()
        let prefix = work.path.replacingOccurrences(of: "/", with: "_")
        for name in (try? fileManager.contentsOfDirectory(atPath: locks.path)) ?? [] where name.hasPrefix(prefix + "_") {
            try? fileManager.removeItem(at: locks.appendingPathComponent(name))
        }
    }
}

do {
    try main()
} catch {
    FileHandle.standardError.write(Data("QuickFunctionalTests: \(error)\n".utf8))
    exit(1)
}
