// The peak resident memory of a program, as GNU time reports it.
import Foundation

/// The peak resident memory of one run, in KiB, as GNU time reports it; nil without
/// /usr/bin/time. Not wait4's rusage of our own children: posix_spawn shares this process's
/// memory until exec, and Linux counts that in the child's peak.
/// A run that exits with anything but 0 is an error.
public func peakMemory(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Int? {
    guard let run = try peakMemoryAndStatus(executable, arguments, environment: environment) else { return nil }
    guard run.status == 0 else { throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) exited \(run.status)") }
    return run.kibibytes
}

/// The peak resident memory of one run, in KiB, and its exit status, whatever it is; nil
/// without /usr/bin/time.
public func peakMemoryAndStatus(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> (kibibytes: Int, status: Int32)?
{
    let time = "/usr/bin/time"
    guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("bench-rss-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: report) }
    let measured = try measure(time, ["-f", "%M", "-o", report.path, executable] + arguments, environment: environment)
    let text = try String(contentsOf: report, encoding: .utf8)
    guard let kibibytes = text.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else { return nil }
    return (kibibytes, measured.status)
}

/// The largest peak of `runs` runs, in KiB; nil without /usr/bin/time.
public func peakMemory(of runs: Int, _ executable: String, _ arguments: [String], environment: [String: String]) throws -> Int? {
    var peaks: [Int] = []
    for _ in 0..<runs {
        guard let peak = try peakMemory(executable, arguments, environment: environment) else { return nil }
        peaks.append(peak)
    }
    return peaks.max()
}
