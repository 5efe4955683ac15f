/// Writes what an app does, for whoever debugs it: entries with a level, a label and metadata,
/// shaped as swift-log's `Logger` (our own type: the framework has no dependency).
///
/// Components and commands resolve it from the container; its level comes from the app's
/// `log.level` (environment `LOG_LEVEL`), and an entry below the level costs only the
/// comparison: the message and metadata are not built.
///
/// ```swift
/// let logger = try resolver.resolving(Logger.self)
/// logger.debug("people source chosen", metadata: ["source": "http", "url": "\(endpoint)"])
/// ```
///
/// Every message and metadata value passes through the logger's redaction before its handler
/// sees it, so a secret of the configuration never reaches a log.
public struct Logger: Sendable {
    /// How much an entry matters, from `trace` (everything) to `critical`; swift-log's levels.
    public enum Level: String, CaseIterable, Comparable, Sendable, Codable {
        /// The finest detail, for tracing a run step by step.
        case trace
        /// What someone debugging the app needs: choices made, requests sent.
        case debug
        /// A step of a normal run worth knowing about.
        case info
        /// A normal but significant condition.
        case notice
        /// Something unexpected that the run survived.
        case warning
        /// A failure of one operation.
        case error
        /// A failure the app cannot go on from.
        case critical

        /// The level named `rawValue` (`debug`), or nil for any other text.
        public init?(rawValue: String) {
            guard let level = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = level
        }

        /// Orders the levels from `trace` to `critical`.
        public static func < (lhs: Level, rhs: Level) -> Bool {
            guard let left = allCases.firstIndex(of: lhs), let right = allCases.firstIndex(of: rhs) else { return false }
            return left < right
        }
    }

    /// An entry's metadata: values by key.
    public typealias Metadata = [String: MetadataValue]

    /// A metadata value: text, a list or nested metadata; written with literals and
    /// interpolation (`["status": "\(code)", "attempts": ["1", "2"]]`).
    public enum MetadataValue: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral, ExpressibleByStringInterpolation,
        ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
    {
        /// Text.
        case string(String)
        /// A list of values.
        case array([MetadataValue])
        /// Nested metadata.
        case dictionary(Metadata)

        /// Text from a literal or an interpolation.
        public init(stringLiteral value: String) { self = .string(value) }
        /// A list from an array literal.
        public init(arrayLiteral elements: MetadataValue...) { self = .array(elements) }
        /// Nested metadata from a dictionary literal.
        public init(dictionaryLiteral elements: (String, MetadataValue)...) {
            self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
        }

        /// The value as text: a string as it is, a list as `[a, b]`, metadata as `[key: value]` sorted by key.
        public var description: String {
            switch self {
            case let .string(text): text
            case let .array(items): "[" + items.map(\.description).joined(separator: ", ") + "]"
            case let .dictionary(values): "[" + values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
            }
        }

        /// The same value with `redact` applied to every text in it.
        func redacted(by redact: @Sendable (String) -> String) -> MetadataValue {
            switch self {
            case let .string(text): .string(redact(text))
            case let .array(items): .array(items.map { $0.redacted(by: redact) })
            case let .dictionary(values): .dictionary(values.mapValues { $0.redacted(by: redact) })
            }
        }
    }

    /// Who logs: the app's name, or a component's (`people-roulette`, `http`).
    public var label: String
    /// The least level written; entries below it are dropped unbuilt.
    public var logLevel: Level
    /// Metadata added to every entry of this logger (an entry's own wins on a shared key).
    public var metadata: Metadata
    /// Where entries go.
    public let handler: any LogHandler
    /// What every message and metadata text passes through before the handler sees it.
    public let redaction: @Sendable (String) -> String

    /// Creates a logger writing entries at `level` and above to `handler`, each text passed
    /// through `redaction` first (by default unchanged).
    public init(
        label: String,
        level: Level = .info,
        metadata: Metadata = [:],
        handler: any LogHandler,
        redaction: @escaping @Sendable (String) -> String = { $0 }
    ) {
        self.label = label
        logLevel = level
        self.metadata = metadata
        self.handler = handler
        self.redaction = redaction
    }

    /// A logger that writes nothing, for code made without a container.
    public static let disabled = Logger(label: "disabled", level: .critical, handler: DiscardingLogHandler())

    /// The same logger under another label, as a component names its own entries.
    public func labelled(_ label: String) -> Logger {
        var logger = self
        logger.label = label
        return logger
    }

    /// Gets or sets one key of the logger's own metadata.
    public subscript(metadataKey key: String) -> MetadataValue? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Whether an entry at `level` would be written.
    public func isLogging(at level: Level) -> Bool { level >= logLevel }

    /// Writes an entry at `level` when the logger's level lets it through; the message and
    /// metadata are built only then.
    public func log(level: Level, _ message: @autoclosure () -> String, metadata: @autoclosure () -> Metadata? = nil) {
        guard isLogging(at: level) else { return }
        var merged = self.metadata
        if let own = metadata() { merged.merge(own) { _, entry in entry } }
        let redaction = redaction
        handler.log(LogEntry(level: level, label: label, message: redaction(message()), metadata: merged.mapValues { $0.redacted(by: redaction) }))
    }

    /// Writes a `trace` entry.
    public func trace(_ message: @autoclosure () -> String, metadata: @autoclosure () -> Metadata? = nil) {
        log(level: .trace, message(), metadata: metadata())
    }
    /// Writes a `debug` entry.
    public func debug(_ message: @autoclosure () -> String, metadata: @autoclosure () -> Metadata? = nil) {
        log(level: .debug, message(), metadata: metadata())
    }
    /// Writes an `info` entry.
    public func info(_ message: @autoclosure () -> String, metadata: @autoclosure () -> Metadata? = nil) {
        log(level: .info, message(), metadata: metadata())
    }
    /// Writes a `notice` entry.
    public func notice(_ message: @autoclosure () -> String, metadata: @autoclosure () -> Metadata? = nil) {
        log(level: .notice, message(), metadata: metadata())
    }
    /// Writes a `warning` entry.
    public func warning(_ message: @autoclosure () -> String, metadata: @autoclosure () -> Metadata? = nil) {
        log(level: .warning, message(), metadata: metadata())
    }
    /// Writes an `error` entry.
    public func error(_ message: @autoclosure () -> String, metadata: @autoclosure () -> Metadata? = nil) {
        log(level: .error, message(), metadata: metadata())
    }
    /// Writes a `critical` entry.
    public func critical(_ message: @autoclosure () -> String, metadata: @autoclosure () -> Metadata? = nil) {
        log(level: .critical, message(), metadata: metadata())
    }
}
