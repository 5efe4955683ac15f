#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One entry a `Logger` wrote: its level, label, message and metadata, secrets already redacted.
public struct LogEntry: Sendable, Hashable {
    /// How much it matters.
    public let level: Logger.Level
    /// The logger's label.
    public let label: String
    /// What happened.
    public let message: String
    /// The logger's metadata with the entry's own over it.
    public let metadata: Logger.Metadata

    /// Creates an entry.
    public init(level: Logger.Level, label: String, message: String, metadata: Logger.Metadata = [:]) {
        self.level = level
        self.label = label
        self.message = message
        self.metadata = metadata
    }
}

/// Where a `Logger`'s entries go: standard error in a run, a capture in a spec.
public protocol LogHandler: Sendable {
    /// Takes one entry the logger's level let through.
    func log(_ entry: LogEntry)
}

/// Drops every entry.
public struct DiscardingLogHandler: LogHandler {
    /// Creates a handler that drops every entry.
    public init() {}
    /// Drops the entry.
    public func log(_ entry: LogEntry) {}
}

/// Writes each entry as one line to a `TextOutput` (standard error in a run): text, or a JSON
/// object under `--json`. A line that cannot be written is dropped: logging never fails a run.
///
/// ```text
/// 2026-11-27T11:00:00Z debug people-roulette: HTTP request method=GET status=200 duration=12.3ms url=https://host/users
/// {"label":"people-roulette","level":"debug","message":"HTTP request","metadata":{"method":"GET","status":"200"},"timestamp":"2026-11-27T11:00:00Z"}
/// ```
public struct StreamLogHandler: LogHandler {
    /// How a line is written.
    public enum Format: Sendable, Hashable {
        /// `<timestamp> <level> <label>: <message> key=value ...`, control characters escaped.
        case text
        /// One JSON object a line, with `timestamp`, `level`, `label`, `message` and `metadata`.
        case json
    }

    /// Where the lines go.
    public let output: any TextOutput
    /// Text or JSON.
    public let format: Format
    /// What stamps each line.
    public let clock: any TimeSource

    /// Creates a handler writing one line an entry to `output`, stamped by `clock`.
    public init(output: any TextOutput, format: Format = .text, clock: any TimeSource = SystemTimeSource()) {
        self.output = output
        self.format = format
        self.clock = clock
    }

    /// Writes the entry as one line.
    public func log(_ entry: LogEntry) {
        try? output.write(line(for: entry) + "\n")
    }

    /// The line written for an entry, without its newline.
    public func line(for entry: LogEntry) -> String {
        let timestamp = clock.now.formatted(.iso8601)
        switch format {
        case .text:
            var line = "\(timestamp) \(entry.level.rawValue) \(entry.label): \(entry.message)"
            for (key, value) in entry.metadata.sorted(by: { $0.key < $1.key }) { line += " \(key)=\(value)" }
            return ControlCharacters.escaped(line)
        case .json:
            var fields = [
                ("timestamp", Self.json(timestamp)), ("level", Self.json(entry.level.rawValue)), ("label", Self.json(entry.label)),
                ("message", Self.json(entry.message)),
            ]
            if !entry.metadata.isEmpty { fields.append(("metadata", Self.json(.dictionary(entry.metadata)))) }
            return "{" + fields.map { Self.json($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
        }
    }

    private static func json(_ value: Logger.MetadataValue) -> String {
        switch value {
        case let .string(text): json(text)
        case let .array(items): "[" + items.map(json).joined(separator: ",") + "]"
        case let .dictionary(values): "{" + values.sorted { $0.key < $1.key }.map { json($0.key) + ":" + json($0.value) }.joined(separator: ",") + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and every control character escaped.
    private static func json(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
