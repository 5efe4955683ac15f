import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `SuiteRun` of a `swift test` process, set up from its environment, and what it does when
/// the process ends: the summary line, the JUnit report, the list of failed examples.
///
/// `swift test` runs every test target of a package in one process (on Linux and macOS alike, for
/// Swift Testing), so a process writes one JUnit report holding every test target's specs.
final class ProcessSuiteRun: Sendable {
    static let shared = ProcessSuiteRun()

    let run: SuiteRun
    private let startedAt: String
    private let started = ContinuousClock.now
    private let finishing = Lock(false)
    private let finished = Lock(false)
    /// Whether `shared` arranged to finish at exit, read without making `shared`.
    private static let started = Lock(false)

    private init() {
        var settings: RunSettings
        do {
            settings = try RunSettings(environment: ProcessInfo.processInfo.environment)
        } catch {
            Self.stop("SpecKit: error: \(error)", code: 64)
        }
        settings.selection = TestCommandLine.current.exampleSelection
        let build = Self.buildDirectory()
        let watch = ExampleWatch(path: build.map { $0 + "/speckit/" + ExampleWatch.fileName }, timeLimit: settings.timeLimit) { record in
            ProcessSuiteRun.shared.stop(timedOut: record)
        }
        run = SuiteRun(settings: settings, buildDirectory: build, root: build.map { ($0 as NSString).deletingLastPathComponent }, watch: watch)
        startedAt = Self.timestamp()
    }

    /// The plan of this process, made by the first spec class to run; the first call also arranges
    /// for the reports to be written when the process ends.
    func plan(including type: Spec.Type, everySpec: [String]) async -> RunPlan {
        let unseen = Lock<[String]>([])
        do {
            let plan = try await run.plan { [self] in
                // Once a process: the plan is made once.
                for key in run.watch?.leftover ?? [] {
                    print(
                        "SpecKit: the previous run died while running \(key.spec): \(key.name); it counts as failed (SPECKIT_RERUN_FAILED=1 runs it)"
                    )
                }
                var types: [Spec.Type] = [type]
                for name in everySpec {
                    if let found = _typeByName(name) as? Spec.Type {
                        types.append(found)
                    } else if _typeByName(name) == nil {
                        unseen.withLock { $0.append(name) }
                    }
                }
                return types.map { type in
                    (String(reflecting: type), String(describing: type), { type.init().spec() })
                }
            }
            finishAtExit()
            for name in unseen.withLock({ $0 }) {
                let failure = RecordedFailure(
                    message:
                        "the plugin listed the spec class \(name), but the runner cannot find it; declare spec classes at file scope, not private",
                    location: CodeLocation(fileID: name, filePath: name, line: 0, column: 0)
                )
                TestingReporter.report(failure)
                recordRunFailure(spec: name, name: "the runner cannot find this spec class", failure)
            }
            return plan
        } catch {
            Self.stop("SpecKit: error: \(error)", code: 74)
        }
    }

    /// Writes one line to standard error, where Swift Testing writes its own lines, so the two
    /// keep their order (`swift test` relays the two streams separately); in one call, so lines of
    /// spec classes running at the same time never mix.
    func print(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(STDERR_FILENO, base + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }

    private func finishAtExit() {
        let first = finishing.withLock { registered in
            defer { registered = true }
            return !registered
        }
        guard first else { return }
        Self.started.withLock { $0 = true }
        atexit {
            // A report SpecKit could not write fails the process, whatever Swift Testing's status.
            if !ProcessSuiteRun.shared.finish() {
                fflush(nil)
                _exit(UnknownShape.exitStatus)
            }
        }
    }

    /// Records a failure of the run that belongs to no example the plan holds (a spec class no test
    /// runs, one the runner cannot find): counted in the summary and written in the JUnit report.
    func recordRunFailure(spec: String, name: String, _ failure: RecordedFailure) {
        let example = SpecExample(path: [], components: [name], location: failure.location, focused: false, pending: false)
        run.append(ExampleRecord(spec: spec, example: example, outcome: .failed, failures: [failure], seconds: 0))
        finishAtExit()
    }

    /// Finishes the run of this process now, if one started: before an exit that skips the rest.
    static func finishIfStarted() {
        if started.withLock({ $0 }) { shared.finish() }
    }

    /// Prints the summary and writes the reports, once; false when a report could not be written.
    @discardableResult
    private func finish() -> Bool {
        let already = finished.withLock { finished in
            defer { finished = true }
            return finished
        }
        guard !already else { return true }
        let lost = LostFailures.shared.failures
        if !lost.isEmpty {
            let example = SpecExample(
                path: [],
                components: ["expectations that failed outside any example"],
                location: lost[0].location,
                focused: false,
                pending: false
            )
            run.append(ExampleRecord(spec: "SpecKit", example: example, outcome: .failed, failures: lost, seconds: 0))
        }
        let records = run.records
        let settings = run.settings
        run.watch?.finish()
        print(Self.summary(records, settings: settings))
        var matchedNothing = false
        if records.isEmpty, let selection = settings.selection {
            let options = (selection.filters.map { "--filter \($0)" } + selection.skips.map { "--skip \($0)" }).joined(separator: " ")
            print("SpecKit: error: no example matches \(options); swift test list prints the test name of every example")
            matchedNothing = true
        } else if records.isEmpty, let filter = settings.filter {
            print("SpecKit: error: no example matches \(RunSettings.filterVariable)=\(filter); swift test list prints the name of every example")
            matchedNothing = true
        }
        let elapsed = started.duration(to: .now).components
        let runSeconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        for problem in run.finish(timestamp: startedAt, hostname: Self.hostname(), runSeconds: runSeconds) {
            FileHandle.standardError.write(Data("SpecKit: error: \(problem)\n".utf8))
        }
        if let path = settings.junitPath {
            print("SpecKit: JUnit report: \(path)")
        }
        let commandLine = TestCommandLine.current
        if commandLine.isSwiftTesting, let path = commandLine.xunitPath, !PrivateDependency.xunitReport.isTurnedOff {
            let names = run.testNames()
            let suites = JUnitReport.suites(records: records, root: run.root, timestamp: startedAt, hostname: Self.hostname()) { record in
                names[record.spec]?[record.example.path] ?? ExampleTestNames.sanitised(record.example.name)
            }
            if let problem = XUnitReport.addExamples(suites, to: path) {
                FileHandle.standardError.write(Data((problem + "\n").utf8))
                return false
            }
        }
        // A mistyped filter must not pass: the run that ran nothing fails (EX_USAGE).
        if matchedNothing {
            fflush(nil)
            _exit(64)
        }
        return true
    }

    /// An example ran past the time limit: it fails by name, the run's reports are written, and
    /// the process ends with status 1, since the thread stuck in the example cannot be taken back.
    func stop(timedOut record: ExampleRecord) -> Never {
        run.append(record)
        print(record.consoleLine)
        for failure in record.failures {
            print("\(failure.location.filePath):\(failure.location.line): error: \(record.example.name): \(failure.message)")
        }
        finish()
        fflush(nil)
        _exit(1)
    }

    /// `SpecKit: 42 examples: 40 passed, 1 failed, 1 skipped (1 pending).`, with the shard and
    /// the rerun when there are.
    static func summary(_ records: [ExampleRecord], settings: RunSettings) -> String {
        var passed = 0
        var failed = 0
        var pending = 0
        var notFocused = 0
        var thrownSkip = 0
        for record in records {
            switch record.outcome {
            case .passed: passed += 1
            case .failed: failed += 1
            case .skipped(.pending): pending += 1
            case .skipped(.notFocused): notFocused += 1
            case .skipped(.thrownSkip): thrownSkip += 1
            }
        }
        var reasons: [String] = []
        if pending > 0 { reasons.append("\(pending) pending") }
        if notFocused > 0 { reasons.append("\(notFocused) not focused") }
        if thrownSkip > 0 { reasons.append("\(thrownSkip) XCTSkip") }
        let detail = reasons.isEmpty ? "" : " (\(reasons.joined(separator: ", ")))"
        var scope = ""
        if let shard = settings.shard { scope += " of shard \(shard)" }
        if settings.rerunFailed { scope += " rerun after failing" }
        let noun = records.count == 1 ? "example" : "examples"
        return "SpecKit: \(records.count) \(noun)\(scope): \(passed) passed, \(failed) failed, \(pending + notFocused + thrownSkip) skipped\(detail)."
    }

    /// `SPECKIT_BUILD_DIR`, else the `.build` folder the test binary was built in, else `./.build`.
    static func buildDirectory() -> String? {
        if let folder = ProcessInfo.processInfo.environment[RunSettings.buildDirectoryVariable], !folder.isEmpty { return folder }
        if let executable = Bundle.main.executablePath {
            var url = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
            while url.pathComponents.count > 1 {
                if url.lastPathComponent == ".build" { return url.path }
                url.deleteLastPathComponent()
            }
        }
        return FileManager.default.currentDirectoryPath + "/.build"
    }

    /// Now in UTC, `2026-11-22T13:05:09`: ISO 8601 without a zone, as Jenkins' schema wants.
    static func timestamp() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return
            "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }

    static func hostname() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func stop(_ line: String, code: Int32) -> Never {
        FileHandle.standardError.write(Data((line + "\n").utf8))
        exit(code)
    }
}
