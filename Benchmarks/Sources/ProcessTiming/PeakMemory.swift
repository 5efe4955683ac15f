// The peak resident memory of a program, as GNU time reports it.
import Foundation

/// The peak resident memory of one run, in KiB, as GNU time reports it; nil without
/// /usr/bin/time. Not wait4's rusage of our own children: posix_spawn shares this process's
/// memory until exec, and Linux counts that in the child's peak.
public func peakMemory(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Int? {
    let time = "/usr/bin/time"
    guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("bench-rss-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: report) }
    let measured = try measure(time, ["-f", "%M", "-o", report.path, executable] + arguments, environment: environment)
    guard measured.status == 0 else { throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) exited \(measured.status)") }
    let text = try String(contentsOf: report, encoding: .utf8)
    return text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
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
