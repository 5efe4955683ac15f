// How many shared libraries a program loads.
import Foundation

/// The number of shared objects one run of the program loads, counted by the dynamic loader
/// itself: with `LD_DEBUG=libs`, glibc's ld.so logs `calling init: <path>` once for every object
/// whose initializers it runs, at start-up and for every later `dlopen`, its own included (the
/// vDSO is not a file and is not counted). `LD_DEBUG_OUTPUT` sends that log to a file of its
/// own, so the program's output cannot be mistaken for it. This counts what `ldd` would list
/// plus whatever is opened at run time (a libcurl loaded with `dlopen`), which reading
/// `/proc/<pid>/maps` would need the process stopped at exit to see. Distinct paths are
/// counted; nil when the loader wrote no log (a loader other than glibc's).
public func sharedLibraryCount(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Int? {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ld-debug-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var traced = environment
    traced["LD_DEBUG"] = "libs"
    traced["LD_DEBUG_OUTPUT"] = directory.appendingPathComponent("ld").path
    let run = try measure(executable, arguments, environment: traced)
    guard run.status == 0 else { throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) exited \(run.status)") }
    var libraries: Set<Substring> = []
    for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
        let log = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        for line in log.split(separator: "\n") {
            guard let marker = line.range(of: "calling init: ") else { continue }
            libraries.insert(line[marker.upperBound...])
        }
    }
    return libraries.isEmpty ? nil : libraries.count
}
