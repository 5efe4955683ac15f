// Runs programs and times them, for the benchmarks that compare whole executables.
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One run of a program: wall time, CPU time (user + system) and exit status.
public struct ProgramRun: Sendable {
    public let seconds: Double
    public let cpuSeconds: Double
    public let status: Int32
}

/// A benchmark that could not run.
public struct BenchmarkError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Starts a program with its standard input, output and error on /dev/null, and returns its
/// process id.
public func spawnQuietly(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        for argument in argv { free(argument) }
        for variable in envp { free(variable) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else { throw BenchmarkError("cannot start \(executable): \(String(cString: strerror(spawned)))") }
    return pid
}

/// Runs a program to its end with its output discarded, and times it.
public func measure(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> ProgramRun {
    let clock = ContinuousClock()
    let start = clock.now
    let pid = try spawnQuietly(executable, arguments, environment: environment)
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
        guard errno == EINTR else { throw BenchmarkError("wait4 failed: \(String(cString: strerror(errno)))") }
    }
    let elapsed = clock.now - start
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return ProgramRun(
        seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
        cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
        status: (status >> 8) & 0xFF
    )
}

/// The median, or NaN for no values.
public func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Runs a program to its end and returns what it wrote on its standard output (its standard
/// error goes to the benchmark's); throws when it cannot start or exits with a status other
/// than 0.
public func standardOutput(of executable: String, _ arguments: [String]) throws -> Data {
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw BenchmarkError("\(([executable] + arguments).joined(separator: " ")) exited \(process.terminationStatus)")
    }
    return data
}
