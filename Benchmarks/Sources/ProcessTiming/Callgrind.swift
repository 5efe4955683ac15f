// Instruction counts of whole programs under valgrind's callgrind: unlike wall and CPU time they
// do not move when other programs load the machine, so start-up work can be compared exactly.
import Foundation

/// Runs programs under `valgrind --tool=callgrind` and reads their instruction count.
///
/// Valgrind 3.19 crashes on libdispatch's `dispatch_main`, which passes a read-only signal mask
/// to `sigsuspend`; every program is therefore run with a preloaded shim that hands the kernel
/// a copy (the same as /work/shared/tools/sigsuspend_shim.c), compiled here with `cc`. The shim
/// adds about 0.44 M instructions of library loading to every program, so ratios stay fair.
public struct Callgrind: Sendable {
    let valgrind: String
    let shim: String

    static let shimSource = """
        #define _GNU_SOURCE
        #include <signal.h>
        #include <unistd.h>
        #include <sys/syscall.h>
        int sigsuspend(const sigset_t *mask) { sigset_t copy = *mask; return (int)syscall(SYS_rt_sigsuspend, &copy, 8); }
        """

    /// Finds `valgrind` and `cc` on the PATH and builds the shim in `directory`; nil when either
    /// tool is missing or the shim does not build.
    public static func prepare(in directory: URL) -> Callgrind? {
        guard let valgrind = executable(named: "valgrind"), let cc = executable(named: "cc") else { return nil }
        let source = directory.appendingPathComponent("sigsuspend_shim.c")
        let library = directory.appendingPathComponent("libsigsuspend_shim.so")
        do {
            try shimSource.write(to: source, atomically: true, encoding: .utf8)
            let built = try measure(cc, ["-shared", "-fPIC", "-o", library.path, source.path], environment: ProcessInfo.processInfo.environment)
            guard built.status == 0 else { return nil }
        } catch {
            return nil
        }
        return Callgrind(valgrind: valgrind, shim: library.path)
    }

    /// The instructions one run executes, every thread counted; `options` go to valgrind before
    /// the program (for example `--collect-atstart=no --toggle-collect=PATTERN`, to count only
    /// inside the functions matching `PATTERN`).
    public func instructions(_ executable: String, _ arguments: [String], environment: [String: String], options: [String] = []) throws -> Int {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("callgrind-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: output) }
        var preloaded = environment
        preloaded["LD_PRELOAD"] = shim
        let stripped = Self.withoutDebugSections(executable)
        defer { if stripped != executable { try? FileManager.default.removeItem(atPath: stripped) } }
        let run = try measure(
            valgrind,
            ["--tool=callgrind", "--callgrind-out-file=\(output.path)"] + options + [stripped] + arguments,
            environment: preloaded
        )
        guard run.status == 0 else { throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) exited \(run.status) under callgrind") }
        let text = try String(contentsOf: output, encoding: .utf8)
        // The file ends with `summary: <Ir>` (older valgrinds write `totals:`).
        for line in text.split(separator: "\n").reversed() {
            for prefix in ["summary: ", "totals: "] where line.hasPrefix(prefix) {
                if let count = Int(line.dropFirst(prefix.count).split(separator: " ").first ?? "") { return count }
            }
        }
        throw BenchmarkError("no instruction count in callgrind's output for \(executable)")
    }

    /// A copy of `executable` without its DWARF sections (`objcopy --strip-debug`), or the
    /// executable itself when objcopy is missing or fails. Valgrind 3.19's debug-info reader
    /// gives up on a program holding more than one C unit of clang 21's DWARF 5 (CCurl and
    /// another C target: "Possibly corrupted debuginfo file"); the code run, and so the count, is the
    /// same, and the symbol table that `--toggle-collect` matches is kept.
    static func withoutDebugSections(_ executable: String) -> String {
        guard let objcopy = Self.executable(named: "objcopy") else { return executable }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
            "callgrind-\(UUID().uuidString)-" + URL(fileURLWithPath: executable).lastPathComponent
        ).path
        guard let run = try? measure(objcopy, ["--strip-debug", executable, copy], environment: ProcessInfo.processInfo.environment), run.status == 0
        else {
            try? FileManager.default.removeItem(atPath: copy)
            return executable
        }
        return copy
    }

    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
