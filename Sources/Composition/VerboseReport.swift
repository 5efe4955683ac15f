import CLI
import Configuration

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `--verbose` says on standard error about the configuration of a run: the directory and
/// how it was found (or where it was looked for), the environment and who chose it, the files
/// read, and each key set by an environment variable or the command line (no values: a
/// variable may hold a secret; `config` shows them redacted).
///
/// ```text
/// verbose: configuration directory: /work/Config/people-roulette (the working directory)
/// verbose: environment: development (default)
/// verbose: files read: /work/Config/people-roulette/default.json
/// verbose: storage.backend set by --set
/// ```
struct VerboseReport {
    let configuration: ResolvedConfiguration
    let search: ConfigurationSearch

    var lines: [String] {
        var lines: [String] = []
        if let directory = configuration.directory {
            lines.append("configuration directory: \(directory.url.path) (\(directory.origin))")
        } else {
            lines.append("no configuration directory (looked at \(search.described)): compiled-in defaults")
        }
        lines.append("environment: \(configuration.environmentName) (\(configuration.environmentOrigin))")
        let files = configuration.files.map(\.path)
        lines.append("files read: " + (files.isEmpty ? "none" : files.joined(separator: ", ")))
        for setting in configuration.schema.sorted {
            switch configuration.source(of: setting.key) {
            case let .environment(variable)?: lines.append("\(setting.key) set by environment variable \(variable)")
            case let .commandLine(flag)?: lines.append("\(setting.key) set by \(flag)")
            default: break
            }
        }
        return lines
    }

    func write(to output: CommandOutput) {
        for line in lines { output.verbose(line) }
    }

    /// `12.3 ms`.
    static func milliseconds(_ seconds: TimeInterval) -> String {
        let tenths = Int((max(0, seconds) * 10_000).rounded())
        return "\(tenths / 10).\(tenths % 10) ms"
    }
}
