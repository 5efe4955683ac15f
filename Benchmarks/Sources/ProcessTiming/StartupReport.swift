// The start-up comparison both app benchmarks print: each program against the hello-world.
import Foundation

/// One program of a start-up comparison.
public struct StartupProgram: Sendable {
    public let label: String
    public let executable: String
    public let arguments: [String]

    public init(_ label: String, _ executable: String, _ arguments: [String] = []) {
        self.label = label
        self.executable = executable
        self.arguments = arguments
    }
}

/// What was measured of one program: medians of wall and CPU time, the largest peak RSS, the
/// instructions of one run under callgrind and the shared libraries it loaded (nil: not
/// measurable here).
public struct StartupFigures: Sendable {
    public let program: StartupProgram
    public let wall: Double
    public let cpu: Double
    public let peakKiB: Int?
    public let instructions: Int?
    public let libraries: Int?
}

/// Measures every program: `runs` interleaved runs each after 3 of warm-up (so all see the same
/// machine), 5 runs under GNU time for the peak RSS, one under callgrind, one with the loader's
/// log. `callgrind` is nil when valgrind or cc is missing.
public func measureStartup(
    _ programs: [StartupProgram],
    runs: Int,
    environment: [String: String],
    callgrind: Callgrind?
) throws -> [StartupFigures] {
    var wall = Array(repeating: [Double](), count: programs.count)
    var cpu = Array(repeating: [Double](), count: programs.count)
    for round in 0..<(runs + 3) {
        for (index, program) in programs.enumerated() {
            let measured = try measure(program.executable, program.arguments, environment: environment)
            guard measured.status == 0 else { throw BenchmarkError("\(program.label) exited \(measured.status)") }
            if round >= 3 {
                wall[index].append(measured.seconds)
                cpu[index].append(measured.cpuSeconds)
            }
        }
    }
    return try programs.enumerated().map { index, program in
        StartupFigures(
            program: program,
            wall: median(wall[index]),
            cpu: median(cpu[index]),
            peakKiB: try peakMemory(of: 5, program.executable, program.arguments, environment: environment),
            instructions: try callgrind?.instructions(program.executable, program.arguments, environment: environment),
            libraries: try sharedLibraryCount(program.executable, program.arguments, environment: environment)
        )
    }
}

/// A table of the figures, each with its ratio to the first program's (the hello-world), then
/// the targets.
public func startupReport(_ figures: [StartupFigures], targetRatio: Double, peakTargetMiB: Double, extraLibraries: Int) -> String {
    guard let baseline = figures.first else { return "" }
    func ratio(_ value: Double, _ base: Double) -> String { String(format: "%5.2fx", value / base) }
    func column(_ text: String, _ width: Int) -> String { text.count >= width ? text : String(repeating: " ", count: width - text.count) + text }
    var lines = [
        "  " + "program".padding(toLength: 36, withPad: " ", startingAt: 0)
            + column("wall", 18) + column("CPU", 18) + column("peak RSS", 19) + column("instructions", 21) + column("libraries", 15)
    ]
    for row in figures {
        let wall = String(format: "%.1f ms", row.wall * 1000) + " " + ratio(row.wall, baseline.wall)
        let cpu = String(format: "%.1f ms", row.cpu * 1000) + " " + ratio(row.cpu, baseline.cpu)
        let peak =
            row.peakKiB.map { kib in
                String(format: "%.1f MiB", Double(kib) / 1024) + (baseline.peakKiB.map { " " + ratio(Double(kib), Double($0)) } ?? "")
            } ?? "n/a"
        let instructions =
            row.instructions.map { count in
                String(format: "%.2f M", Double(count) / 1e6) + (baseline.instructions.map { " " + ratio(Double(count), Double($0)) } ?? "")
            } ?? "n/a"
        let libraries =
            row.libraries.map { count in
                "\(count)" + (baseline.libraries.map { " (\(count - $0 >= 0 ? "+" : "")\(count - $0))" } ?? "")
            } ?? "n/a"
        lines.append(
            "  " + row.program.label.padding(toLength: 36, withPad: " ", startingAt: 0)
                + column(wall, 18) + column(cpu, 18) + column(peak, 19) + column(instructions, 21) + column(libraries, 15)
        )
    }
    lines.append(
        String(
            format: "  targets: instructions and wall within %.1fx of the hello-world, peak RSS under %.0f MiB, at most %d more libraries",
            targetRatio,
            peakTargetMiB,
            extraLibraries
        )
    )
    if baseline.instructions == nil {
        lines.append("  instructions: n/a (needs valgrind and cc on the PATH)")
    }
    return lines.joined(separator: "\n")
}
