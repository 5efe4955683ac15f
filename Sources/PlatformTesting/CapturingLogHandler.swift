import Platform

/// Keeps every entry a `Logger` wrote, for a spec to assert on what an app logged.
///
/// ```swift
/// let logs = CapturingLogHandler()
/// let logger = Logger(label: "spec", level: .trace, handler: logs)
/// logger.debug("opened", metadata: ["path": "people.sqlite"])
/// expect(logs.messages).to(equal(["opened"]))
/// ```
///
/// An `AppTestContainer` hands its components a logger over one (`app.logs`), at the level of
/// the app's `log.level`.
public final class CapturingLogHandler: LogHandler {
    private let captured = LockedValue<[LogEntry]>([])

    /// Creates an empty capture.
    public init() {}

    /// Keeps the entry.
    public func log(_ entry: LogEntry) {
        captured.update { $0.append(entry) }
    }

    /// Every entry, in the order written.
    public var entries: [LogEntry] { captured.value }

    /// The message of every entry, in order.
    public var messages: [String] { entries.map(\.message) }

    /// The entries at `level`.
    public func entries(at level: Logger.Level) -> [LogEntry] { entries.filter { $0.level == level } }

    /// Every message and metadata value of every entry, one entry a line: what a spec searches for a secret.
    public var text: String {
        entries.map { entry in
            ([entry.message] + entry.metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
        }.joined(separator: "\n")
    }
}
